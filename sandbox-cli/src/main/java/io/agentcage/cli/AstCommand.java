package io.agentcage.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code agentcage ast}: prints the parse tree of Python files as CPython's {@code ast.dump} does. */
@Command(name = "ast", mixinStandardHelpOptions = true,
        description = {"Prints, for each file, a line '# FILE' and then its parse tree in ast.dump form,",
                "or 'SyntaxError: MESSAGE (line L, column C)'."})
final class AstCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Python files")
    List<String> files;

    @Override
    public Integer call() {
        throw new UnsupportedOperationException("the ast command arrives with the Python front end");
    }
}
