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
            "bz2", "lzma", "traceback",
            // the network through the host's egress proxy (issue 22)
            "urllib", "urllib.error", "urllib.request", "http", "http.client");

    /** Helper modules in Python that only the standard modules import (resource {@code py/<name>.py}). */
    static final List<String> HELPER_SOURCES = List.of("_timefmt", "_streamcodec");

    /** The native standard modules' names, in the order {@link #all()} lists them. */
    static final List<String> NATIVE_NAMES = List.of("math", "re", "random", "cmath", "hashlib", "binascii", "base64",
            "unicodedata", "sys", "zlib", "errno");

    /** The native helpers' names, in the order {@link #helperNatives()} lists them. */
    static final List<String> HELPER_NATIVE_NAMES = List.of("_clock", "_stdio", "_aio");

    private static final List<PythonModule> PYTHON = python(PYTHON_SOURCES);
    private static final List<PythonModule> HELPERS = python(HELPER_SOURCES);

    private StandardModules() {
    }

    /**
     * The native standard modules, each made on first use ({@link LazyNative}): listing them loads none of their
     * classes.
     */
    public static List<NativeModule> all() {
        return lazy(NATIVE_NAMES);
    }

    private static List<NativeModule> lazy(List<String> names) {
        List<NativeModule> out = new ArrayList<>();
        for (String n : names) {
            out.add(new LazyNative(n, StandardModules::make));
        }
        return List.copyOf(out);
    }

    /** A new native standard module or native helper of that name. */
    private static NativeModule make(String name) {
        switch (name) {
            case "math":
                return new MathModule();
            case "re":
                return new ReModule();
            case "random":
                return new RandomModule();
            case "cmath":
                return new CmathModule();
            case "hashlib":
                return new HashlibModule();
            case "binascii":
                return new BinasciiModule();
            case "base64":
                return new Base64Module();
            case "unicodedata":
                return new UnicodedataModule();
            case "sys":
                return new SysModule();
            case "zlib":
                return new ZlibModule();
            case "errno":
                return new ErrnoModule();
            case "_clock":
                return new ClockModule();
            case "_stdio":
                return new StdioModule();
            case "_aio":
                return new AioModule();
            default:
                throw new IllegalArgumentException("no native module " + name);
        }
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
            case "csv":
                return new CsvHelper();
            case "bisect":
                return new BisectHelper();
            case "decimal":
                return new DecimalHelper();
            case "functools":
                return new FunctoolsHelper();
            case "datetime":
                return new DatetimeHelper();
            case "itertools":
                return new ItertoolsHelper();
            case "traceback":
                return new TracebackModule();
            case "logging":
            case "warnings":
            case "typing":
                return new FramesHelper();
            case "zoneinfo":
                return new ZoneHelper();
            case "inspect":
                return new InspectHelper();
            case "xml.etree.ElementTree":
                return new XmlHelper();
            case "_streamcodec":
                return new CompressionHelper();
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
        return lazy(HELPER_NATIVE_NAMES);
    }

    /** Python helpers of the standard modules: strftime/strptime shared by {@code time} and {@code datetime}. */
    public static List<PythonModule> helperSources() {
        return HELPERS;
    }

    /** The modules of these names, their sources read and their helpers made on first use. */
    private static List<PythonModule> python(List<String> names) {
        List<PythonModule> out = new ArrayList<>();
        for (String name : names) {
            out.add(new PythonModule(name, () -> read(name), () -> helper(name)));
        }
        return List.copyOf(out);
    }

    /** The source of a standard module written in Python. */
    static String read(String name) {
        String resource = "py/" + name + ".py";
        try (InputStream in = StandardModules.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing module source " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read module source " + resource, e);
        }
    }
}
