package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Numbers;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * The native half of {@code csv} ({@code _csv}): what CPython also does in C. {@code next_row} is
 * {@code reader.__next__} (CPython's state machine, state for state, over the lines of one record) and
 * {@code write_row} is the text of {@code writer.writerow} (fields quoted and escaped as the dialect says).
 * {@code csv.py} keeps the API, the dialects and their validation, and passes its {@code Error} class in, which
 * these functions raise. Stateless (a record's parser lives for one call), so the module template (ADR 0009)
 * shares it; every character is charged as one unit of work, as a builtin's element is.
 *
 * <p>The dialect is passed as the tuple {@code (delimiter, quotechar, escapechar, doublequote, skipinitialspace,
 * quoting, strict, lineterminator)}, characters as 1-character strs or None.
 */
final class CsvHelper implements NativeModule {
    // the reader's states, numbered as csv.py numbers them
    private static final int START_RECORD = 0;
    private static final int START_FIELD = 1;
    private static final int ESCAPED_CHAR = 2;
    private static final int IN_FIELD = 3;
    private static final int IN_QUOTED_FIELD = 4;
    private static final int ESCAPE_IN_QUOTED_FIELD = 5;
    private static final int QUOTE_IN_QUOTED_FIELD = 6;
    private static final int EAT_CRNL = 7;
    private static final int AFTER_ESCAPED_CRNL = 8;
    private static final int QUOTE_ALL = 1;
    private static final int QUOTE_NONNUMERIC = 2;
    private static final int QUOTE_NONE = 3;
    /** The end of a line, as the state machine sees it (CPython's EOL, csv.py's None). */
    private static final int EOL = -2;
    /** An absent quotechar or escapechar: never equal to a character. */
    private static final int NONE = -1;
    private static final PyStr LINES = PyStr.intern("_lines");
    private static final PyStr LINE_NUM = PyStr.intern("line_num");
    private static final PyStr INDEX = PyStr.intern("__index__");
    private static final PyStr FLOAT = PyStr.intern("__float__");
    private static final PyStr INT = PyStr.intern("__int__");
    private static final PyInt ONE = PyInt.of(1);

    @Override
    public String name() {
        return "_csv";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("next_row", (in, a, kw) -> {
            Args.check("next_row", a, kw, 4, 4);
            return nextRow(in, a[0], new Dialect((PyTuple) a[1]), a[2], a[3]);
        });
        m.function("write_row", (in, a, kw) -> {
            Args.check("write_row", a, kw, 3, 3);
            return new PyStr(writeRow(in, a[0], new Dialect((PyTuple) a[1]), a[2]));
        });
    }

    /** A raisable {@code csv.Error} (the class csv.py defines, passed in) with {@code message}. */
    private static PyException error(Interp in, PyObject errorClass, String message) {
        PyObject e = Ops.call(in, errorClass, new PyObject[] {new PyStr(message)}, null);
        return new PyException((PyBaseException) e);
    }

    /**
     * {@code reader.__next__}: reads lines from the reader's {@code _lines} until a record ends, counting them in
     * its {@code line_num}; returns the record's fields. StopIteration when the lines end between records.
     */
    private static PyObject nextRow(Interp in, PyObject reader, Dialect d, PyObject limit, PyObject errorClass) {
        PyObject lines = Ops.getattr(reader, LINES);
        Parser p = new Parser(d, limit);
        while (true) {
            PyObject line = Ops.next(lines);
            if (line == null) {
                if (p.size != 0 || p.state == IN_QUOTED_FIELD) {
                    if (d.strict()) {
                        throw error(in, errorClass, "unexpected end of data");
                    }
                    p.save();
                    break;
                }
                throw Exc.make(Exc.StopIteration);
            }
            if (!(line instanceof PyStr s)) {
                throw error(in, errorClass, "iterator should return strings, not " + Ops.typeName(line)
                        + " (the file should be opened in text mode)");
            }
            PyObject n = Ops.getattr(reader, LINE_NUM);
            Ops.setattr(reader, LINE_NUM, Arith.binary(n, ONE, Arith.ADD));
            String text = s.value();
            in.charge(text.length() + 1L);
            String message = p.line(text);
            if (message != null) {
                throw error(in, errorClass, message);
            }
            if (p.state == START_RECORD) {
                break;
            }
        }
        return p.fields;
    }

    /** {@code writer.writerow}'s text: the row's fields quoted as the dialect says, then the line terminator. */
    private static String writeRow(Interp in, PyObject row, Dialect d, PyObject errorClass) {
        PyObject it;
        try {
            it = Ops.iter(row);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.TypeError)) {
                throw error(in, errorClass, "iterable expected, not " + Ops.typeName(row));
            }
            throw e;
        }
        StringBuilder sb = new StringBuilder();
        int count = 0;
        boolean lastEmpty = false;
        for (PyObject field = Ops.next(it); field != null; field = Ops.next(it)) {
            boolean quoted = d.quoting() == QUOTE_NONNUMERIC ? !isNumber(field) : d.quoting() == QUOTE_ALL;
            String text = field == PyNone.NONE ? "" : field instanceof PyStr ps ? ps.value() : Ops.str(field);
            in.charge(text.length() + 1L);
            String out = quote(text, quoted, d);
            if (out == null) {
                throw error(in, errorClass, "need to escape, but no escapechar set");
            }
            if (count > 0) {
                sb.appendCodePoint(d.delimiter());
            }
            sb.append(out);
            lastEmpty = out.isEmpty();
            count++;
        }
        if (count == 1 && lastEmpty) {
            if (d.quoting() == QUOTE_NONE) {
                throw error(in, errorClass, "single empty field record must be quoted");
            }
            String q = Character.toString(d.quotechar());
            sb.append(q).append(q);
        }
        return sb.append(d.lineterminator()).toString();
    }

    /** What the writer's QUOTE_NONNUMERIC leaves unquoted: ints, floats, complex numbers and number-like types. */
    private static boolean isNumber(PyObject v) {
        if (v instanceof PyInt || v instanceof PyFloat || v instanceof PyComplex) {
            return true;
        }
        PyType t = v.type();
        return t.lookup(INDEX) != null || t.lookup(FLOAT) != null || t.lookup(INT) != null;
    }

    /** A dialect's characters as code points ({@link #NONE} when absent) and its flags. */
    private record Dialect(int delimiter, int quotechar, int escapechar, boolean doublequote,
            boolean skipInitialSpace, int quoting, boolean strict, String lineterminator) {
        Dialect(PyTuple t) {
            this(ch(t.get(0)), ch(t.get(1)), ch(t.get(2)), t.get(3) == PyBool.TRUE, t.get(4) == PyBool.TRUE,
                    (int) ((PyInt) t.get(5)).value, t.get(6) == PyBool.TRUE, ((PyStr) t.get(7)).value());
        }

        private static int ch(PyObject o) {
            return o == PyNone.NONE ? NONE : ((PyStr) o).value().codePointAt(0);
        }
    }

    /** The reader's state machine over the lines of one record (a quoted field may span lines). */
    private static final class Parser {
        private final Dialect d;
        final PyList fields = new PyList();
        private final long limit;
        private final StringBuilder field = new StringBuilder();
        int state = START_RECORD;
        long size;
        private boolean numeric;
        private String error;

        Parser(Dialect d, PyObject limit) {
            this.d = d;
            PyInt l = (PyInt) limit;
            this.limit = l.isSmall() ? l.value : (l.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE);
        }

        /** Processes {@code line} then the end of the line; returns null, or the message of a csv.Error. */
        String line(String line) {
            for (int i = 0; i < line.length() && error == null; ) {
                int c = line.codePointAt(i);
                i += Character.charCount(c);
                process(c);
            }
            if (error == null) {
                process(EOL);
            }
            return error;
        }

        void save() {
            String text = field.toString();
            field.setLength(0);
            size = 0;
            if (numeric) {
                numeric = false;
                fields.append(new PyFloat(Numbers.parseFloat(text)));
            } else {
                fields.append(new PyStr(text));
            }
        }

        private void add(int c) {
            if (size >= limit) {
                error = "field larger than field limit (" + limit + ")";
                return;
            }
            field.appendCodePoint(c);
            size++;
        }

        private void endField(int c) {
            save();
            state = c == EOL ? START_RECORD : EAT_CRNL;
        }

        private static boolean newline(int c) {
            return c == '\n' || c == '\r';
        }

        private void process(int c) {
            if (state == START_RECORD) {
                if (c == EOL) {
                    return;
                }
                if (newline(c)) {
                    state = EAT_CRNL;
                    return;
                }
                state = START_FIELD;
            }
            switch (state) {
                case START_FIELD:
                    if (c == EOL || newline(c)) {
                        endField(c);
                    } else if (c == d.quotechar() && d.quoting() != QUOTE_NONE) {
                        state = IN_QUOTED_FIELD;
                    } else if (c == d.escapechar()) {
                        state = ESCAPED_CHAR;
                    } else if (c == ' ' && d.skipInitialSpace()) {
                        return;
                    } else if (c == d.delimiter()) {
                        save();
                    } else {
                        if (d.quoting() == QUOTE_NONNUMERIC) {
                            numeric = true;
                        }
                        add(c);
                        state = IN_FIELD;
                    }
                    return;
                case ESCAPED_CHAR:
                    if (newline(c)) {
                        add(c);
                        state = AFTER_ESCAPED_CRNL;
                        return;
                    }
                    add(c == EOL ? '\n' : c);
                    state = IN_FIELD;
                    return;
                case AFTER_ESCAPED_CRNL:
                    if (c == EOL) {
                        return;
                    }
                    state = IN_FIELD;
                    inField(c);
                    return;
                case IN_FIELD:
                    inField(c);
                    return;
                case IN_QUOTED_FIELD:
                    if (c == EOL) {
                        return;
                    } else if (c == d.escapechar()) {
                        state = ESCAPE_IN_QUOTED_FIELD;
                    } else if (c == d.quotechar() && d.quoting() != QUOTE_NONE) {
                        state = d.doublequote() ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
                    } else {
                        add(c);
                    }
                    return;
                case ESCAPE_IN_QUOTED_FIELD:
                    add(c == EOL ? '\n' : c);
                    state = IN_QUOTED_FIELD;
                    return;
                case QUOTE_IN_QUOTED_FIELD:
                    if (d.quoting() != QUOTE_NONE && c == d.quotechar()) {
                        add(c);
                        state = IN_QUOTED_FIELD;
                    } else if (c == d.delimiter()) {
                        save();
                        state = START_FIELD;
                    } else if (c == EOL || newline(c)) {
                        endField(c);
                    } else if (!d.strict()) {
                        add(c);
                        state = IN_FIELD;
                    } else {
                        error = "'" + Character.toString(d.delimiter()) + "' expected after '"
                                + Character.toString(d.quotechar()) + "'";
                    }
                    return;
                case EAT_CRNL:
                    if (newline(c)) {
                        return;
                    } else if (c == EOL) {
                        state = START_RECORD;
                    } else {
                        error = "new-line character seen in unquoted field - do you need to open the file in"
                                + " universal-newline mode?";
                    }
                    return;
                default:
                    throw new IllegalStateException("csv parser state " + state);
            }
        }

        private void inField(int c) {
            if (c == EOL || newline(c)) {
                endField(c);
            } else if (c == d.escapechar()) {
                state = ESCAPED_CHAR;
            } else if (c == d.delimiter()) {
                save();
                state = START_FIELD;
            } else {
                add(c);
            }
        }
    }

    /**
     * A field as the writer writes it: special characters escaped or doubled, the whole quoted when {@code quoted}
     * or when a character needs it; null when a character needs escaping and the dialect has no escapechar.
     */
    private static String quote(String text, boolean quoted, Dialect d) {
        StringBuilder sb = new StringBuilder(text.length() + 2);
        String term = d.lineterminator();
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            boolean wantEscape = false;
            if (c == d.delimiter() || c == d.escapechar() || c == d.quotechar() || term.indexOf(c) >= 0) {
                if (d.quoting() == QUOTE_NONE) {
                    wantEscape = true;
                } else {
                    if (c == d.quotechar()) {
                        if (d.doublequote()) {
                            sb.appendCodePoint(c);
                        } else {
                            wantEscape = true;
                        }
                    } else if (c == d.escapechar()) {
                        wantEscape = true;
                    }
                    if (!wantEscape) {
                        quoted = true;
                    }
                }
                if (wantEscape) {
                    if (d.escapechar() == NONE) {
                        return null;
                    }
                    sb.appendCodePoint(d.escapechar());
                }
            }
            sb.appendCodePoint(c);
        }
        if (quoted && d.quotechar() != NONE) {
            String q = Character.toString(d.quotechar());
            return q + sb + q;
        }
        return sb.toString();
    }
}
