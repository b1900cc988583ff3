package io.agentcage.interpreter.internal.stdlib;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The list of standard modules shipped with the interpreter. The stdlib work (issue 5) adds its modules here:
 * one class per module in this package, listed in {@link #all()}; modules written in Python live as resources
 * under {@code io/agentcage/interpreter/internal/stdlib/py/} and are listed in {@link #PYTHON_SOURCES}.
 */
public final class StandardModules {
    /** Standard modules implemented in Python (resource {@code py/<name>.py}). */
    static final List<String> PYTHON_SOURCES = List.of("json", "json.decoder", "json.encoder", "io", "csv",
            "textwrap", "pprint", "uuid", "heapq", "bisect", "itertools", "collections", "functools", "operator", "copy",
            "string", "typing", "keyword", "fractions", "statistics", "decimal", "array", "dataclasses", "enum", "abc",
            "contextlib", "datetime", "time", "calendar", "types", "collections.abc", "numbers", "colorsys", "html", "difflib",
            "hmac", "struct", "secrets", "graphlib", "typing_extensions", "asyncio", "os", "posixpath", "stat",
            "fnmatch", "glob", "shutil", "tempfile", "pathlib", "logging", "warnings", "urllib.parse", "shlex",
            "html.parser", "zoneinfo", "inspect", "xml", "xml.etree", "xml.etree.ElementTree",
            "xml.etree.ElementPath", "tomllib", "queue", "locale", "configparser", "gzip", "zipfile", "codecs", "tarfile",
            // the network through the host's egress proxy (issue 22)
            "urllib", "urllib.error", "urllib.request", "http", "http.client");

    /** Helper modules in Python that only the standard modules import (resource {@code py/<name>.py}). */
    static final List<String> HELPER_SOURCES = List.of("_timefmt");

    private static final List<PythonModule> PYTHON = loadPython(PYTHON_SOURCES);
    private static final List<PythonModule> HELPERS = loadPython(HELPER_SOURCES);

    private StandardModules() {
    }

    /** The native standard modules. */
    public static List<NativeModule> all() {
        return List.of(new MathModule(), new ReModule(), new RandomModule(), new CmathModule(), new HashlibModule(),
                new BinasciiModule(), new Base64Module(), new UnicodedataModule(), new SysModule(),
                new TracebackModule(), new ZlibModule(), new ErrnoModule());
    }

    /** The standard modules written in Python. */
    public static List<PythonModule> python() {
        return PYTHON;
    }

    /** Names under which CPython also imports a module ({@code os.path} is {@code posixpath}). */
    public static java.util.Map<String, String> aliases() {
        return java.util.Map.of("os.path", "posixpath");
    }

    /** The native half of a module written in Python, or null. */
    private static NativeModule helper(String name) {
        switch (name) {
            case "json":
                return new JsonHelper();
            case "uuid":
                return new UuidHelper();
            case "struct":
                return new StructHelper();
            case "secrets":
                return new SecretsHelper();
            case "collections":
                return new CollectionsHelper();
            case "urllib.request":
            case "http.client":
                return new HttpHelper();
            case "heapq":
                return new HeapqHelper();
            case "logging":
            case "warnings":
                return new FramesHelper();
            case "zoneinfo":
                return new ZoneHelper();
            case "inspect":
                return new InspectHelper();
            case "xml.etree.ElementTree":
                return new XmlHelper();
            case "os":
            case "posixpath":
            case "shutil":
            case "io":
                return new OsHelper();
            default:
                return null;
        }
    }

    /** Native helpers of the standard modules: clocks and sleep ({@code time}, {@code datetime}), print redirection. */
    public static List<NativeModule> helperNatives() {
        return List.of(new ClockModule(), new StdioModule(), new AioModule());
    }

    /** Python helpers of the standard modules: strftime/strptime shared by {@code time} and {@code datetime}. */
    public static List<PythonModule> helperSources() {
        return HELPERS;
    }

    private static List<PythonModule> loadPython(List<String> names) {
        List<PythonModule> out = new ArrayList<>();
        for (String name : names) {
            String resource = "py/" + name + ".py";
            try (InputStream in = StandardModules.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("missing module source " + resource);
                }
                out.add(new PythonModule(name, new String(in.readAllBytes(), StandardCharsets.UTF_8),
                        helper(name)));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read module source " + resource, e);
            }
        }
        return List.copyOf(out);
    }
}
