package io.agentcage.interpreter.internal.run;

import io.agentcage.ExecutionLimits;
import io.agentcage.host.HostFunction;
import io.agentcage.host.PendingCall;
import io.agentcage.interpreter.internal.compile.Compiler;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.ImageCodec;
import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.ImageGraph;
import io.agentcage.interpreter.internal.object.ImageIn;
import io.agentcage.interpreter.internal.object.ImageOut;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NameTable;
import io.agentcage.interpreter.internal.object.ObjectCodecs;
import io.agentcage.interpreter.internal.object.ObjectImages;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.Services;
import io.agentcage.interpreter.internal.object.ValueCodecs;
import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.PythonModule;
import io.agentcage.interpreter.internal.stdlib.StdlibCodecs;
import io.agentcage.interpreter.internal.vm.Vm;
import io.agentcage.interpreter.internal.vm.VmCodecs;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The body of a snapshot: everything an execution (or a session between executions) is, written so that another
 * executor, in this JVM or another, continues it exactly. See ADR 0035 for the design.
 *
 * <pre>
 * body    = header natives sources workspace graph roots
 * header  = limits elapsed used hostCalls callIds clock program programFile pending loopWait recursionLimit
 * sources = module code by text (the program, eval'd strings) or by name and SHA-256 (standard modules)
 * roots   = globals handled top redirects loop firstiter pendingCalls loaded-modules
 * </pre>
 */
final class ExecutionImage {
    private ExecutionImage() {
    }

    /** What the executor lends to snapshots: its host functions and module registry. */
    record Context(Map<String, HostFunction> functions, Map<String, PyObject> callables, ModuleRegistry registry) {
    }

    /** What a snapshot's header says, read before anything runs (on the caller's thread). */
    record Header(ExecutionLimits limits, long elapsedNanos, Interp.Used used, long hostCalls, long callIds,
                  long clockNanos, String program, String programFile, List<PendingCall> pending, boolean loopWait,
                  int recursionLimit, int bodyStart) {
    }

    /** The extra roots of a suspended execution (null for a session): where it stopped and what it waits for. */
    record Stop(Object top, PyObject handled, boolean loopWait, List<PyObject> pending) {
    }

    /** Writes {@code in}'s state with {@code globals} as the program's namespace. */
    static byte[] write(Interp in, PyDict globals, Stop stop, ExecutionLimits limits, long elapsedNanos, Context ctx) {
        Services s = in.services;
        NameTable names = names(ctx);
        Map<String, PyModule> natives = StdlibCodecs.nativeModules(in, ctx.registry());
        for (Map.Entry<String, PyModule> e : natives.entrySet()) {
            StdlibCodecs.name(names, e.getKey(), e.getValue());
        }
        ObjectImages.Writer w = new ObjectImages.Writer(codecs(ctx, names), Math.min(limits.memoryBytes(),
                Integer.MAX_VALUE / 2));
        List<Integer> roots = new ArrayList<>();
        roots.add(w.root(globals, "the program's globals"));
        roots.add(w.root(stop == null ? null : stop.handled(), "the exception being handled"));
        roots.add(w.root(stop == null ? null : stop.top(), "the program's frames"));
        roots.add(w.root(in.stdoutRedirect, "redirected stdout"));
        roots.add(w.root(in.stderrRedirect, "redirected stderr"));
        roots.add(w.root(in.runningLoop, "the running event loop"));
        roots.add(w.root(in.asyncGenFirstIter, "the event loop's async generator hook"));
        List<PyObject> pending = stop == null ? List.of() : stop.pending();
        for (PyObject c : pending) {
            roots.add(w.root(c, "a pending call"));
        }
        List<String> loadedNames = new ArrayList<>(s.loaded.keySet());
        for (String n : loadedNames) {
            roots.add(w.root(s.loaded.get(n), "module " + n));
        }
        byte[] graph = w.finish();

        ImageOut out = ImageOut.plain();
        limits(out, limits);
        out.slong(elapsedNanos);
        Interp.Used used = in.used();
        out.slong(used.work());
        out.slong(used.stdoutBytes());
        out.bool(used.stdoutTruncated());
        out.slong(used.stderrBytes());
        out.bool(used.stderrTruncated());
        out.slong(used.producedBytes());
        out.str(used.stdinLeft());
        out.slong(s.hostCalls);
        out.slong(s.callIds);
        out.slong(in.monotonicNanos());
        out.str(s.source);
        out.str(s.sourceFile);
        out.uint(pending.size());
        for (PyObject c : pending) {
            HostCall call = (HostCall) c;
            out.str(call.id);
            out.str(call.function.name());
            JavaData.write(out, call.arguments);
        }
        out.bool(stop != null && stop.loopWait());
        out.uint(s.recursionLimit);
        out.uint(natives.size());
        for (String key : natives.keySet()) {
            out.str(key);
        }
        sources(out, w.codeRoots(), ctx.registry());
        workspace(out, s);
        out.bytes(graph, graph.length);
        out.uint(roots.size());
        for (int r : roots) {
            out.uint(r);
        }
        for (String n : loadedNames) {
            out.str(n);
        }
        return out.toByteArray();
    }

    private static NameTable names(Context ctx) {
        NameTable names = NameTable.forExecution();
        for (Map.Entry<String, PyObject> e : ctx.callables().entrySet()) {
            names.add("H:" + e.getKey(), e.getValue());
        }
        return names;
    }

    private static List<ImageCodec> codecs(Context ctx, NameTable names) {
        ObjectCodecs objects = new ObjectCodecs(names);
        return List.of(new RunCodecs(ctx.functions()), new StdlibCodecs(names), new VmCodecs(), objects.namedFirst(),
                new ValueCodecs(), objects);
    }

    private static void limits(ImageOut out, ExecutionLimits l) {
        out.slong(l.timeout().toNanos());
        out.slong(l.memoryBytes());
        out.slong(l.outputBytes());
        out.slong(l.maxSteps());
        out.slong(l.maxRecursionDepth());
        out.slong(l.maxProcesses());
        out.slong(l.fileBytes());
        out.slong(l.maxHostCalls());
    }

    private static ExecutionLimits limits(ImageIn in) {
        try {
            return ExecutionLimits.builder().timeout(java.time.Duration.ofNanos(in.slong())).memoryBytes(in.slong())
                    .outputBytes(in.slong()).maxSteps(in.slong())
                    .maxRecursionDepth(in.intIn(1, Integer.MAX_VALUE, "the recursion limit"))
                    .maxProcesses(in.intIn(1, Integer.MAX_VALUE, "the process limit")).fileBytes(in.slong())
                    .maxHostCalls(in.intIn(0, Integer.MAX_VALUE, "the host call limit")).build();
        } catch (IllegalArgumentException e) {
            throw ImageException.corrupt("its limits are invalid (" + e.getMessage() + ")");
        }
    }

    /** Module code by place: standard modules by name and digest, anything else by its text. */
    private static void sources(ImageOut out, List<Code> roots, ModuleRegistry registry) {
        out.uint(roots.size());
        for (Code c : roots) {
            String text = c.sourceText();
            String name = c.filename.startsWith("<") && c.filename.endsWith(">")
                    ? c.filename.substring(1, c.filename.length() - 1) : null;
            PythonModule pm = name == null ? null : registry.source(name);
            if (pm != null && pm.source().equals(text) && "exec".equals(c.mode())) {
                out.u8(1);
                out.str(name);
                out.str(digest(text));
            } else {
                out.u8(0);
                out.str(c.filename);
                out.str(c.mode());
                out.str(text);
            }
        }
    }

    private static List<Code> sources(ImageIn in, ModuleRegistry registry) {
        int n = in.count(2);
        List<Code> roots = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int kind = in.u8();
            if (kind == 1) {
                String name = in.str();
                String digest = in.str();
                PythonModule pm = registry.source(name);
                if (pm == null || !digest(pm.source()).equals(digest)) {
                    throw new ImageException("snapshot refused: it was made with another version of the standard"
                            + " module '" + name + "'");
                }
                roots.add(Vm.moduleCode(pm.source(), "<" + name + ">"));
            } else if (kind == 0) {
                String filename = in.str();
                String mode = in.str();
                String text = in.str();
                try {
                    roots.add(Compiler.recompile(text, filename, mode));
                } catch (RuntimeException e) {
                    throw ImageException.corrupt("its code does not compile (" + e.getMessage() + ")");
                }
            } else {
                throw ImageException.corrupt("a source of kind " + kind);
            }
        }
        return roots;
    }

    static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    private static void workspace(ImageOut out, Services s) {
        out.bool(s.workspace != null);
        if (s.workspace != null) {
            s.workspace.image(out);
        }
    }

    private static void workspace(ImageIn in, Services s) {
        if (!in.bool()) {
            return;
        }
        if (s.workspace == null) {
            throw new ImageException("snapshot refused: it has a workspace and this execution has none");
        }
        s.workspace.restore(in);
    }

    /** Reads the header of a body (checks nothing beyond its own shape: the seal was checked already). */
    static Header header(byte[] body) {
        ImageIn in = ImageIn.plain(body, 0, body.length);
        ExecutionLimits limits = limits(in);
        long elapsed = in.slong();
        Interp.Used used = new Interp.Used(in.slong(), in.slong(), in.bool(), in.slong(), in.bool(), in.slong(),
                in.str());
        long hostCalls = in.slong();
        long callIds = in.slong();
        long clock = in.slong();
        String program = in.str();
        String programFile = in.str();
        int np = in.count(3);
        List<PendingCall> pending = new ArrayList<>(np);
        for (int i = 0; i < np; i++) {
            String id = in.str();
            String fn = in.str();
            Object args = JavaData.read(in);
            if (!(args instanceof Map<?, ?> m)) {
                throw ImageException.corrupt("a pending call's arguments are not a mapping");
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> a = (Map<String, Object>) m;
            pending.add(new PendingCall(id, fn, a));
        }
        boolean loopWait = in.bool();
        int recursionLimit = in.uint();
        if (elapsed < 0 || hostCalls < 0 || used.work() < 0) {
            throw ImageException.corrupt("its budget figures are negative");
        }
        return new Header(limits, elapsed, used, hostCalls, callIds, clock, program, programFile, pending, loopWait,
                recursionLimit, in.pos());
    }

    /** What a body restores into an execution: the program's globals and the extra roots. */
    record Restored(PyDict globals, PyObject handled, Object top, List<PyObject> pending) {
    }

    /** Reads the rest of a body into the execution {@code in} (its services, clock and budgets). */
    static Restored read(byte[] body, Header h, Interp in, Context ctx) {
        ImageIn r = ImageIn.plain(body, h.bodyStart(), body.length);
        Services s = in.services;
        NameTable names = names(ctx);
        int nn = r.count(1);
        for (int i = 0; i < nn; i++) {
            String key = r.str();
            StdlibCodecs.name(names, key, StdlibCodecs.fresh(in, ctx.registry(), key));
        }
        List<Code> roots = sources(r, ctx.registry());
        workspace(r, s);
        int graphLen = r.uint();
        int graphStart = r.pos();
        r.skip(graphLen);
        ImageGraph g = new ObjectImages.Reader(codecs(ctx, names), in, roots).read(body, graphStart,
                graphStart + graphLen);
        int nr = r.count(1);
        int[] refs = new int[nr];
        for (int i = 0; i < nr; i++) {
            refs[i] = r.uint() - 1;
        }
        int fixed = 7;
        int np = h.pending().size();
        if (nr < fixed + np) {
            throw ImageException.corrupt("it has too few roots");
        }
        PyDict globals = g.get(refs[0], PyDict.class, false, "the program's globals");
        PyObject handled = g.get(refs[1], PyObject.class, true, "the exception being handled");
        Object top = g.get(refs[2], io.agentcage.interpreter.internal.object.GuestFrame.class, true,
                "the program's frames");
        in.stdoutRedirect = g.get(refs[3], PyObject.class, true, "redirected stdout");
        in.stderrRedirect = g.get(refs[4], PyObject.class, true, "redirected stderr");
        in.runningLoop = g.get(refs[5], PyObject.class, true, "the running loop");
        in.asyncGenFirstIter = g.get(refs[6], PyObject.class, true, "the async generator hook");
        List<PyObject> pending = new ArrayList<>();
        for (int i = 0; i < np; i++) {
            HostCall c = g.get(refs[fixed + i], HostCall.class, false, "a pending call");
            if (!c.id.equals(h.pending().get(i).id())) {
                throw ImageException.corrupt("its pending calls disagree");
            }
            pending.add(c);
        }
        for (int i = fixed + np; i < nr; i++) {
            String name = r.str();
            s.loaded.put(name, g.get(refs[i], PyModule.class, false, "module " + name));
        }
        if (!r.atEnd()) {
            throw ImageException.corrupt("bytes left after its roots");
        }
        s.hostCalls = h.hostCalls();
        s.callIds = h.callIds();
        s.source = h.program();
        s.sourceFile = h.programFile();
        in.continueRecursionLimit(h.recursionLimit());
        in.continueFrom(h.used());
        in.continueClockAt(h.clockNanos());
        return new Restored(globals, handled, top, pending);
    }

    /** The pending calls of the header as the API shows them. */
    static List<PendingCall> pendingOf(Stop stop) {
        List<PendingCall> out = new ArrayList<>();
        for (PyObject c : stop.pending()) {
            HostCall call = (HostCall) c;
            out.add(new PendingCall(call.id, call.function.name(), call.arguments));
        }
        return out;
    }
}
