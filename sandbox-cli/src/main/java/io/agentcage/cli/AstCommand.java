package io.agentcage.cli;

import io.agentcage.python.AstDump;
import io.agentcage.python.PythonParser;
import io.agentcage.python.PythonSyntaxError;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code agentcage ast}: prints the parse tree of Python files as CPython's {@code ast.dump} does. */
@Command(name = "ast", mixinStandardHelpOptions = true,
        description = {"Prints, for each file, a line '# FILE' and then its parse tree in ast.dump form,",
                "or 'SyntaxError: MESSAGE (line L, column C)' (also for bytes that do not decode: files are read",
                "like CPython reads them, with a BOM or a PEP 263 coding declaration). Exit status 1 if any file has",
                "a syntax error."})
final class AstCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Python files")
    List<String> files;

    @Override
    public Integer call() {
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
