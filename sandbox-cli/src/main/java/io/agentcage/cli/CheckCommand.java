package io.agentcage.cli;

import io.agentcage.json.ResultJson;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agentcage check}: prints the validator's findings for a file. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Validates a Python file without running it and prints the findings.",
                "Exit: 0 when the code would run, 3 when the policy rejects it, 2 on usage errors."})
final class CheckCommand implements Callable<Integer> {

    @Option(names = "--policy", defaultValue = "standard", paramLabel = "POLICY",
            description = "strict (no isolation around the code) or standard (inside a container); "
                    + "default: ${DEFAULT-VALUE}")
    String policy;

    @Option(names = "--json", description = "print the findings as a JSON array")
    boolean json;

    @Parameters(paramLabel = "FILE", description = "the Python file, or - for standard input")
    String file;

    @Override
    public Integer call() {
        if (policy.equals("off")) {
            throw new UsageException("--policy off validates nothing; use strict or standard");
        }
        String code = SourceFiles.read(file);
        ValidationReport report = Backends.validator(policy).validate(code);
        if (json) {
            System.out.println(ResultJson.diagnosticsJson(report.diagnostics()));
        } else {
            for (Diagnostic d : report.diagnostics()) {
                System.out.println(file + ":" + d.line() + ":" + d.column() + ": " + d.severity().name().toLowerCase(
                        java.util.Locale.ROOT) + " [" + d.ruleId() + "] " + d.message()
                        + (d.fixHint().isEmpty() ? "" : " (fix: " + d.fixHint() + ")"));
            }
            System.out.println(report.rejected() ? "rejected: " + report.errors().size() + " error(s)"
                    : "ok: " + report.diagnostics().size() + " finding(s), none blocking");
        }
        return report.rejected() ? ExitCodes.REJECTED : ExitCodes.SUCCESS;
    }
}
