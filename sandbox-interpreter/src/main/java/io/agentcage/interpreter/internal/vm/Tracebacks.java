package io.agentcage.interpreter.internal.vm;

import io.agentcage.TraceFrame;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.TextWidth;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * CPython's rendering of an uncaught exception: the cause/context chain, the frames (with a run of identical frames
 * summarised), {@code __notes__}, and exception groups in the boxed {@code  | } form of Python 3.11's traceback
 * module (at most 15 members per group and 10 levels of nesting are shown).
 */
public final class Tracebacks {
    private static final int RECURSIVE_CUTOFF = 3;
    private static final int MAX_GROUP_WIDTH = 15;
    private static final int MAX_GROUP_DEPTH = 10;
    private static final String CAUSE = "\nThe above exception was the direct cause of the following exception:\n\n";
    private static final String CONTEXT = "\nDuring handling of the above exception, another exception occurred:\n\n";

    private final String[] lines;
    private final String mainFile;
    private final StringBuilder out = new StringBuilder();
    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private int groupDepth;
    private boolean needClose;

    /** Guest file name of the submitted program (its lines are the ones tracebacks quote). */
    public static final String FILENAME = "<string>";

    private Tracebacks(String[] lines, String mainFile) {
        this.lines = lines;
        this.mainFile = mainFile;
    }

    /** The CPython-format traceback of {@code exc} (with its chain) over the lines of the program {@code mainFile}. */
    public static String format(PyBaseException exc, String[] lines, String mainFile) {
        Tracebacks t = new Tracebacks(lines, mainFile);
        t.chain(exc);
        return t.out.toString();
    }

    /** {@link #format(PyBaseException, String[], String)} for a program named {@value #FILENAME}. */
    public static String format(PyBaseException exc, String[] lines) {
        return format(exc, lines, FILENAME);
    }

    /** The frames {@code exc} passed through, outermost first, with the source lines of {@code mainFile}'s frames. */
    public static List<TraceFrame> frames(PyBaseException exc, String[] lines, String mainFile) {
        return frames(exc.traceback, lines, mainFile);
    }

    /** {@link #frames(PyBaseException, String[], String)} for a program named {@value #FILENAME}. */
    public static List<TraceFrame> frames(PyBaseException exc, String[] lines) {
        return frames(exc.traceback, lines, FILENAME);
    }

    /**
     * {@code traceback.extract_tb}: entries (innermost first) as frames, outermost first, each with its source line
     * and its {@code format_tb} text (carets included), in that order.
     */
    public static List<java.util.Map.Entry<TraceFrame, String>> summaries(List<PyBaseException.TraceEntry> entries,
            String src, String file) {
        String[] lines = src.split("\n", -1);
        List<TraceFrame> frames = frames(entries, lines, file);
        List<java.util.Map.Entry<TraceFrame, String>> out = new ArrayList<>();
        for (int i = 0; i < frames.size(); i++) {
            PyBaseException.TraceEntry one = entries.get(entries.size() - 1 - i);
            out.add(java.util.Map.entry(frames.get(i), stackItems(List.of(one), lines, file).get(0)));
        }
        return out;
    }

    /** Traceback entries (innermost first) as frames, outermost first, with their source lines. */
    private static List<TraceFrame> frames(List<PyBaseException.TraceEntry> entries, String[] lines,
            String mainFile) {
        List<TraceFrame> out = new ArrayList<>();
        for (int i = entries.size() - 1; i >= 0; i--) {
            PyBaseException.TraceEntry t = entries.get(i);
            String text = t.file().equals(mainFile) && t.line() >= 1 && t.line() <= lines.length
                    ? lines[t.line() - 1].strip() : "";
            out.add(new TraceFrame(t.file(), t.line(), t.function(), text));
        }
        return out;
    }

    /** {@code str(exc)}, falling back to the builtin message when a guest {@code __str__} fails. */
    public static String safeStr(PyBaseException exc) {
        try {
            return Ops.str(exc);
        } catch (PyException | BudgetExceeded e) {
            // CPython's words when str() of the exception raises (a guest __str__, an int past the digits limit)
            return "<exception str() failed>";
        }
    }

    private void chain(PyBaseException exc) {
        seen.add(exc);
        if (exc.cause instanceof PyBaseException c && !seen.contains(c)) {
            chain(c);
            emit(CAUSE, '|');
        } else if (exc.context instanceof PyBaseException c && !exc.suppressContext && !seen.contains(c)) {
            chain(c);
            emit(CONTEXT, '|');
        }
        one(exc);
    }

    private void one(PyBaseException exc) {
        String stack = stack(exc);
        if (exc.groupExceptions == null) {
            if (!stack.isEmpty()) {
                emit("Traceback (most recent call last):\n", '|');
                emit(stack, '|');
            }
            emit(exceptionOnly(exc), '|');
            return;
        }
        if (groupDepth > MAX_GROUP_DEPTH) {
            emit("... (max_group_depth is " + MAX_GROUP_DEPTH + ")\n", '|');
            return;
        }
        boolean top = groupDepth == 0;
        if (top) {
            groupDepth++;
        }
        if (!stack.isEmpty()) {
            emit("Exception Group Traceback (most recent call last):\n", top ? '+' : '|');
            emit(stack, '|');
        }
        emit(exceptionOnly(exc), '|');
        PyObject[] members = exc.groupExceptions.items;
        int n = members.length <= MAX_GROUP_WIDTH ? members.length : MAX_GROUP_WIDTH + 1;
        needClose = false;
        for (int i = 0; i < n; i++) {
            boolean last = i == n - 1;
            if (last) {
                needClose = true;
            }
            boolean truncated = i >= MAX_GROUP_WIDTH;
            out.append(indent()).append(i == 0 ? "+-" : "  ").append("+---------------- ")
                    .append(truncated ? "..." : String.valueOf(i + 1)).append(" ----------------\n");
            groupDepth++;
            if (!truncated) {
                chain((PyBaseException) members[i]);
            } else {
                int remaining = members.length - MAX_GROUP_WIDTH;
                emit("and " + remaining + " more exception" + (remaining > 1 ? "s" : "") + "\n", '|');
            }
            if (last && needClose) {
                out.append(indent()).append("+------------------------------------\n");
                needClose = false;
            }
            groupDepth--;
        }
        if (top) {
            groupDepth = 0;
        }
    }

    private String indent() {
        return "  ".repeat(groupDepth);
    }

    /** Writes {@code text} with every line prefixed by the group margin (as textwrap.indent does). */
    private void emit(String text, char margin) {
        if (groupDepth == 0) {
            out.append(text);
            return;
        }
        String prefix = indent() + margin + " ";
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl + 1;
            out.append(prefix).append(text, start, end);
            start = end;
        }
    }

    private String stack(PyBaseException exc) {
        return String.join("", stackItems(exc.traceback, lines, mainFile));
    }

    /** The CPython-format traceback of {@code exc} (with its chain) over the program {@code src} named {@code file}. */
    public static String formatException(PyBaseException exc, String src, String file) {
        return format(exc, src.split("\n", -1), file);
    }

    /** {@code traceback.format_tb}: one string per frame of {@code entries} (innermost first), outermost first. */
    public static List<String> formatEntries(List<PyBaseException.TraceEntry> entries, String src, String file) {
        return stackItems(entries, src.split("\n", -1), file);
    }

    /**
     * {@code traceback.format_tb}: one string per frame of {@code entries} (innermost first), outermost first, with
     * its source line and carets, and a {@code [Previous line repeated ...]} item after a run of identical frames.
     */
    static List<String> stackItems(List<PyBaseException.TraceEntry> entries, String[] lines, String mainFile) {
        List<String> items = new ArrayList<>();
        // As CPython's traceback module: a frame repeated more than RECURSIVE_CUTOFF times in a row is printed
        // that many times, then summarised.
        TraceFrame last = null;
        int count = 0;
        List<TraceFrame> frames = frames(entries, lines, mainFile);
        for (int i = 0; i < frames.size(); i++) {
            TraceFrame f = frames.get(i);
            if (last == null || !last.file().equals(f.file()) || last.line() != f.line()
                    || !last.function().equals(f.function())) {
                repeated(items, count);
                last = f;
                count = 0;
            }
            if (++count > RECURSIVE_CUTOFF) {
                continue;
            }
            StringBuilder sb = new StringBuilder();
            sb.append("  File \"").append(f.file()).append("\", line ").append(f.line()).append(", in ")
                    .append(f.function()).append('\n');
            if (!f.sourceLine().isEmpty()) {
                sb.append("    ").append(f.sourceLine()).append('\n');
                carets(sb, lines[f.line() - 1], f.line(), entries.get(entries.size() - 1 - i).position());
            }
            items.add(sb.toString());
        }
        repeated(items, count);
        return items;
    }

    /** PEP 657's indicator line under the failing expression, unless it spans the whole (stripped) line. */
    private static void carets(StringBuilder sb, String raw, int line, int[] p) {
        if (p == null) {
            return;
        }
        int start = p[1];
        int end = p[2];
        int left = p[3];
        int right = p[4];
        if (p[0] != line) {
            end = raw.stripTrailing().length();
            left = -1;
            right = -1;
        }
        int indent = raw.length() - raw.stripLeading().length();
        boolean secondary = left >= 0 && right >= 0;
        if (start < indent || end <= start || end > raw.length()
                || (end - start >= raw.strip().length() && !(secondary && right - left > 0))) {
            return;
        }
        // CPython counts columns as a terminal shows them: wide East Asian characters take two
        int dpStart = TextWidth.columns(raw, start);
        int dpEnd = TextWidth.columns(raw, end);
        sb.append("    ").append(" ".repeat(dpStart - indent));
        if (secondary) {
            String segment = raw.substring(start, end);
            int dpLeft = TextWidth.columns(segment, left);
            int dpRight = TextWidth.columns(segment, right);
            sb.append("~".repeat(dpLeft)).append("^".repeat(Math.max(0, dpRight - dpLeft)))
                    .append("~".repeat(Math.max(0, dpEnd - dpStart - dpRight)));
        } else {
            sb.append("^".repeat(dpEnd - dpStart));
        }
        sb.append('\n');
    }

    private static void repeated(List<String> out, int count) {
        if (count > RECURSIVE_CUTOFF) {
            int more = count - RECURSIVE_CUTOFF;
            out.add("  [Previous line repeated " + more + " more time" + (more > 1 ? "s" : "") + "]\n");
        }
    }

    /** {@code traceback.format_exception_only}: the exception's type, message and notes, without its traceback. */
    public static String formatExceptionOnly(PyBaseException exc) {
        return exceptionOnly(exc);
    }

    private static String exceptionOnly(PyBaseException exc) {
        String msg = safeStr(exc);
        String type = exc.type().module().equals("builtins") || exc.type().module().equals("__main__")
                ? exc.type().qualname() : exc.type().module() + "." + exc.type().qualname();
        String hint = Suggestions.hint(exc);
        StringBuilder sb = new StringBuilder(type).append(msg.isEmpty() && hint.isEmpty() ? "" : ": " + msg)
                .append(hint).append('\n');
        PyObject notes = exc.instanceDictOrNull() == null ? null : exc.instanceDictOrNull().getStr(PyStr.of("__notes__"));
        if (notes instanceof PyList || notes instanceof PyTuple) {
            PyObject[] items = notes instanceof PyList l ? l.toArray() : ((PyTuple) notes).items;
            for (PyObject note : items) {
                String s = note instanceof PyStr ps ? ps.value() : safeString(note);
                sb.append(s).append('\n');
            }
        } else if (notes != null) {
            sb.append(safeRepr(notes)).append('\n');
        }
        return sb.toString();
    }

    private static String safeString(PyObject o) {
        try {
            return Ops.str(o);
        } catch (PyException | BudgetExceeded e) {
            return "<note str() failed>";
        }
    }

    private static String safeRepr(PyObject o) {
        try {
            return Ops.repr(o);
        } catch (PyException | BudgetExceeded e) {
            return "<__notes__ repr() failed>";
        }
    }
}
