package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * A generator iterated by a {@code for} loop of guest code runs in the loop's own VM loop (ADR 0045): {@code FOR_ITER}
 * links the generator's frame above the loop's frame as a call would and switches to it; its {@code yield} switches
 * back with the value, its {@code return} ends the loop, its exception unwinds into the loop's frame. No nested run of
 * the VM loop per item.
 *
 * <p>Everything a resumption through {@link GenCore#resume} does is done here at the switches: the {@code running}
 * flag, the generator's own handled exception, PEP 479's RuntimeError, and the recursion and native-depth counts (an
 * iterated generator still counts as a native re-entry, so that an external host call inside it is refused as before,
 * ADR 0035, and the depth limits are those of a nested run).
 */
final class GenInline {
    private GenInline() {
    }

    /**
     * Switches from {@code f}, at a {@code FOR_ITER} over {@code g}, into the generator's frame; returns it, or null
     * when the generator is running or finished (the general path raises or ends the loop).
     */
    static Frame enter(Interp in, Frame f, PyIter it) {
        PyGenerator g = it instanceof PyGenerator pg ? pg : pipeGenerator(it);
        if (g == null) {
            return null;
        }
        GenCore c = g.core;
        Frame gf = c.frame;
        if (c.running || gf.finished) {
            return null;
        }
        if (!gf.started) {
            gf.started = true;
        } else {
            gf.stack[gf.sp++] = PyNone.NONE;
        }
        in.enterNative();
        if (++in.depth > in.maxDepth()) {
            in.depth--;
            in.leaveNative();
            gf.finished = true;
            c.handled = null;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        c.running = true;
        c.savedHandled = in.handled;
        c.savedOuter = in.outerHandled;
        in.outerHandled = in.handled != null ? in.handled : in.outerHandled;
        in.handled = c.handled;
        gf.back = f;
        gf.inline = c;
        in.frame = gf;
        return gf;
    }

    /**
     * The generator at the bottom of the pipe {@code top} (see {@link PyIter#pipeSource}), when every stage would
     * take an item from its source now; else null (the stage's {@code next} is the general path).
     */
    private static PyGenerator pipeGenerator(PyIter top) {
        PyIter s = top;
        for (int n = 0; n < MAX_STAGES; n++) {
            if (!s.pipeOpen()) {
                return null;
            }
            PyIter src = s.pipeSource();
            if (src == null || !src.pipes()) {
                return null;
            }
            if (src instanceof PyGenerator g) {
                return g;
            }
            s = src;
        }
        return null;
    }

    /** Pipes deeper than this take the general path (the stages' {@code next}), so that feeding never recurses deep. */
    private static final int MAX_STAGES = 32;

    /**
     * What the loop whose iterator is {@code it} gets for {@code v}, a value the generator at the bottom of its pipe
     * yielded: {@code v} itself when the loop iterates the generator, else the item the stages make of it, or null
     * when a stage gave none (the loop's {@code FOR_ITER} then runs again). Runs in the loop's frame, after the switch
     * back, as the stages' {@code next} would have run: their exceptions are the loop's.
     */
    static PyObject piped(PyObject it, PyObject v) {
        if (it instanceof PyGenerator) {
            return v;
        }
        return feed((PyIter) it, v);
    }

    private static PyObject feed(PyIter stage, PyObject v) {
        PyIter src = stage.pipeSource();
        if (src != null && !(src instanceof PyGenerator)) {
            v = feed(src, v);
            if (v == null) {
                return null;
            }
        }
        return stage.pipeItem(v);
    }

    /** The generator's frame {@code gf} yielded: back to the loop's frame, which is returned. */
    static Frame yielded(Interp in, Frame gf) {
        gf.inline.handled = in.handled;
        return leave(in, gf);
    }

    /** The generator's frame {@code gf} returned {@code v}: back to the loop's frame (whose loop ends). */
    static Frame returned(Interp in, Frame gf, PyObject v) {
        GenCore c = gf.inline;
        c.returnValue = v;
        c.handled = null;
        gf.finished = true;
        return leave(in, gf);
    }

    /**
     * An exception {@code e} leaves the generator's frame {@code gf}: the generator is finished and the exception
     * goes on into the loop's frame (the caller unlinks the frame); returns what goes on (PEP 479's RuntimeError for
     * a StopIteration).
     */
    static PyException failed(Interp in, Frame gf, PyException e) {
        GenCore c = gf.inline;
        gf.inline = null;
        gf.finished = true;
        c.handled = null;
        restore(in, c);
        in.leaveNative();
        if (Exc.matches(e, Exc.StopIteration)) {
            return GenCore.chained("generator raised StopIteration", e);
        }
        return e;
    }

    private static Frame leave(Interp in, Frame gf) {
        GenCore c = gf.inline;
        gf.inline = null;
        Frame caller = gf.back;
        gf.back = null;
        restore(in, c);
        in.depth--;
        in.leaveNative();
        in.frame = caller;
        return caller;
    }

    private static void restore(Interp in, GenCore c) {
        in.handled = c.savedHandled;
        in.outerHandled = c.savedOuter;
        c.savedHandled = null;
        c.savedOuter = null;
        c.running = false;
    }

    /**
     * The loop that {@code entry} began is left by a Java exception (a budget, a host fault) while generators run in
     * it: they are released (not running, finished, unlinked) and the counts and handled exceptions set back as their
     * nested runs' {@code finally} blocks did.
     */
    static void abandon(Interp in, Frame entry) {
        if (!(in.frame instanceof Frame top)) {
            return;
        }
        for (Frame x = top; x != null && x != entry; x = x.back) {
            GenCore c = x.inline;
            if (c != null) {
                x.inline = null;
                x.finished = true;
                restore(in, c);
                in.leaveNative();
            }
        }
    }
}
