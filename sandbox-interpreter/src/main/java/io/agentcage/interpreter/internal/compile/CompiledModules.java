package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The compiled code of the standard modules written in Python, made at build time and shipped in the jar as one
 * resource per module ({@code codes/<name>.code} beside this class, {@link CodeFormat}): a fresh process decodes the
 * modules its program imports instead of parsing and compiling their sources (start-up, ADR 0064).
 *
 * <p>A module's file is read and decoded only when that module is first compiled, and used only when it was made
 * from exactly the source being compiled (its length and hash): an edited module, or an embedder's module of the
 * same name, is compiled from its source. A missing, unreadable or malformed file is not an error either: the
 * caller compiles the source, as it would without this class. Thread-safe (stateless).
 */
public final class CompiledModules {
    /** The resource directory, relative to this class. */
    static final String DIRECTORY = "codes/";
    private static final CompiledModules JAR = new CompiledModules(CompiledModules::resource);

    private final Function<String, byte[]> files;

    /** Reads module files with {@code files} (a module name to the file's bytes, or null when there is none). */
    CompiledModules(Function<String, byte[]> files) {
        this.files = files;
    }

    /**
     * The module code the build compiled from {@code source} for {@code filename} ({@code <name>}, as standard
     * modules are compiled), or null when the jar holds none for exactly that source: the caller compiles it.
     */
    public static Code find(String source, String filename) {
        return JAR.code(source, filename);
    }

    Code code(String source, String filename) {
        String name = moduleName(filename);
        if (name == null) {
            return null;
        }
        try {
            byte[] file = files.apply(name);
            return file == null ? null : CodeReader.module(file, source);
        } catch (CodeReader.Malformed | RuntimeException e) {
            // a damaged file costs the compile it would have saved, nothing more
            return null;
        }
    }

    /** The module name in a standard module's filename {@code <name>}, or null for any other filename. */
    static String moduleName(String filename) {
        int n = filename.length();
        if (n < 3 || filename.charAt(0) != '<' || filename.charAt(n - 1) != '>') {
            return null;
        }
        for (int i = 1; i < n - 1; i++) {
            char c = filename.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
                    || c == '.' && i > 1 && i < n - 2)) {
                return null;
            }
        }
        return filename.substring(1, n - 1);
    }

    private static byte[] resource(String name) {
        try (InputStream in = CompiledModules.class.getResourceAsStream(DIRECTORY + name + ".code")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The build step: compiles every {@code <name>.py} of the directory {@code args[0]} (the standard modules'
     * sources) and writes {@code <name>.code} into the directory {@code args[1]}. Fails on a module the format
     * cannot hold, so that such a change is noticed in the build.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: CompiledModules SOURCE_DIR OUTPUT_DIR");
        }
        Path sources = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        List<Path> modules = new ArrayList<>();
        try (var list = Files.list(sources)) {
            list.filter(p -> p.getFileName().toString().endsWith(".py")).sorted().forEach(modules::add);
        }
        long bytes = 0;
        for (Path p : modules) {
            String file = p.getFileName().toString();
            String name = file.substring(0, file.length() - 3);
            String source = Files.readString(p);
            byte[] encoded = CodeWriter.module(Compiler.compileModule(source, "<" + name + ">", false), source);
            Files.write(out.resolve(name + ".code"), encoded);
            bytes += encoded.length;
        }
        System.out.println("compiled " + modules.size() + " standard modules into " + out + " (" + bytes + " bytes)");
    }
}
