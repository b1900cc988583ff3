package io.agentcage.cli;

import io.agentcage.python.AstDump;
import io.agentcage.python.PythonParser;
import io.agentcage.python.PythonSyntaxError;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.PositionalSpec;
import java.util.List;

/** {@code agentcage ast}: prints the parse tree of Python files as CPython's {@code ast.dump} does. */
final class AstCommand {
    static final CommandSpec SPEC = CommandSpec.builder("ast")
            .description("Prints the parse tree of Python files in CPython's ast.dump form.\n"
                    + "For each file: a line '# FILE', then its tree or 'SyntaxError: MESSAGE (line L, column C)' "
                    + "(also for bytes that do not decode: files are read like CPython reads them, with a BOM or a "
                    + "PEP 263 coding declaration). Exit status 1 if any file has a syntax error.")
            .positional(PositionalSpec.oneOrMore("FILE", "Python files"))
            .handler(a -> new AstCommand(a.positionals()).call())
            .build();

    private final List<String> files;

    AstCommand(List<String> files) {
        this.files = files;
    }

    int call() {
        int status = ExitCodes.SUCCESS;
        for (String file : files) {
            byte[] bytes = SourceFiles.readBytes(file);
            System.out.println("# " + file);
            try {
                // a file that does not decode is a syntax error of that file, as in CPython; the next file follows
                System.out.println(AstDump.dump(PythonParser.parse(bytes, SourceFiles.displayName(file))));
            } catch (PythonSyntaxError e) {
                System.out.println(e.format());
                status = ExitCodes.PYTHON_ERROR;
            }
        }
        return status;
    }
}
