package io.agentcage.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.OptionSpec;
import io.agentcage.cli.args.ParsedArgs;
import io.agentcage.cli.args.PositionalSpec;
import io.agentcage.json.ResultJson;
import io.agentcage.python.PythonSyntaxError;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import io.agentcage.validator.RuleIds;
import java.util.List;
import java.util.Locale;

/** {@code agentcage check}: prints the validator's findings for each file. */
final class CheckCommand {
    static final CommandSpec SPEC = CommandSpec.builder("check")
            .description("Validates Python files without running them and prints the findings of each.\n"
                    + "Exit: 0 when every file would run, 3 when the policy rejects any, 2 on usage errors.")
            .option(OptionSpec.value("--policy", "POLICY", "standard", "standard (recommended on every backend) or "
                    + "strict (also refuses code from strings, namespaces and computed attribute names); default: "
                    + "standard"))
            .option(OptionSpec.value("--backend", "NAME", "interpreter", "the backend the code is meant for: "
                    + "interpreter (default) or docker. The rules follow what it can run: for the interpreter, its "
                    + "modules and its safe object model"))
            .option(OptionSpec.flag("--json", "print the findings as a JSON array (one line per file, "
                    + "{\"file\":...,\"diagnostics\":[...]}, when there are several files)"))
            .positional(PositionalSpec.oneOrMore("FILE", "Python files, or - for standard input"))
            .handler(a -> new CheckCommand(a).call())
            .build();

    private final String policy;
    private final String backend;
    private final boolean json;
    private final List<String> files;

    CheckCommand(ParsedArgs a) {
        this.policy = a.string("--policy");
        this.backend = a.string("--backend");
        this.json = a.flag("--json");
        this.files = a.positionals();
    }

    int call() {
        if (policy.equals("off")) {
            throw new UsageException("--policy off validates nothing; use strict or standard");
        }
        CodeValidator validator = Backends.validatorFor(policy, backend);
        int status = ExitCodes.SUCCESS;
        for (String file : files) {
            ValidationReport report = check(validator, file);
            print(file, report);
            if (report.rejected()) {
                status = ExitCodes.REJECTED;
            }
        }
        return status;
    }

    private static ValidationReport check(CodeValidator validator, String file) {
        try {
            return validator.validate(SourceFiles.read(file));
        } catch (PythonSyntaxError e) {
            // bytes that do not decode: a syntax error of this file, as CPython reports it
            return new ValidationReport(List.of(Diagnostic.error(RuleIds.SYNTAX_ERROR, e.errorType() + ": "
                    + e.message(), e.line(), e.column(), "save the file as UTF-8, or declare its encoding on line 1 "
                    + "(# -*- coding: latin-1 -*-)")));
        }
    }

    private static String quote(String s) {
        try {
            return Json.MAPPER.writeValueAsString(s);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a JSON string", e);
        }
    }

    private void print(String file, ValidationReport report) {
        if (json) {
            String diagnostics = ResultJson.diagnosticsJson(report.diagnostics());
            System.out.println(files.size() == 1 ? diagnostics
                    : "{\"file\":" + quote(file) + ",\"diagnostics\":" + diagnostics + "}");
            return;
        }
        for (Diagnostic d : report.diagnostics()) {
            System.out.println(file + ":" + d.line() + ":" + d.column() + ": " + d.severity().name().toLowerCase(
                    Locale.ROOT) + " [" + d.ruleId() + "] " + d.message()
                    + (d.fixHint().isEmpty() ? "" : " (fix: " + d.fixHint() + ")"));
        }
        String prefix = files.size() == 1 ? "" : file + ": ";
        System.out.println(prefix + (report.rejected() ? "rejected: " + report.errors().size() + " error(s)"
                : "ok: " + report.diagnostics().size() + " finding(s), none blocking"));
    }

    /** Jackson, loaded when a run prints JSON: its ~375 classes cost every other command's start-up otherwise. */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }
}
