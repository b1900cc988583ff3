package io.agentcage.python;

/** Manual harness: prints our dump of the source given as the first argument. */
public final class DumpMain {
    public static void main(String[] args) {
        try {
            System.out.println(AstDump.dump(PythonParser.parse(args[0], "<s>")));
        } catch (PythonSyntaxError e) {
            System.out.println(e.format());
        }
    }
}
