package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.ItemSink;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * A generator being drained into an {@link ItemSink} (ADR 0044): while its frame runs, each {@code yield} (and each
 * value a {@code yield from} passes out) is handed to the sink inside the same VM loop, which then continues as a
 * {@code next()} would have resumed it, instead of leaving the loop and entering it again for the next item.
 *
 * <p>The sink runs in its consumer's context, not the generator's: the exception being handled and the current frame
 * are the consumer's while it runs, as they are in CPython, where the consumer runs after the generator suspended.
 * An exception the sink raises does not unwind the generator's frame (no {@code except} or {@code finally} of the
 * generator sees it): the loop leaves as at a plain yield, the generator stays suspended there, and
 * {@link GenCore#drain} raises it to the consumer.
 */
final class GenDrive {
    final ItemSink sink;
    /** The consumer's handled exceptions (see {@link GenCore}), in force while the sink runs. */
    private final PyObject callerHandled;
    private final PyObject callerOuter;
    /** What the sink raised, raised again by {@link GenCore#drain} once the loop has left. */
    PyException error;

    GenDrive(ItemSink sink, PyObject callerHandled, PyObject callerOuter) {
        this.sink = sink;
        this.callerHandled = callerHandled;
        this.callerOuter = callerOuter;
    }

    /**
     * Hands {@code v}, yielded by the driven frame {@code f}, to the sink: true when the loop is to resume the frame
     * at once (as {@code next()} would: {@code None} sent in), false when it is to leave as at a plain yield (the sink
     * stopped, or raised).
     */
    static boolean offer(Interp in, Frame f, PyObject v) {
        GenDrive d = f.drive;
        PyObject handled = in.handled;
        PyObject outer = in.outerHandled;
        GuestFrame current = in.frame;
        in.handled = d.callerHandled;
        in.outerHandled = d.callerOuter;
        in.frame = f.outer;
        try {
            return d.sink.accept(v);
        } catch (PyException e) {
            d.error = e;
            return false;
        } finally {
            in.handled = handled;
            in.outerHandled = outer;
            in.frame = current;
        }
    }
}
