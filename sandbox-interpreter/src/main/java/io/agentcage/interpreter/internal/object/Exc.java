package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashMap;
import java.util.Map;

/** The builtin exception hierarchy and factories that create raisable guest exceptions with CPython's messages. */
public final class Exc {
    private Exc() {
    }

    private static final Map<String, PyType> ALL = new LinkedHashMap<>();

    public static final PyType BaseException = def("BaseException", null);
    public static final PyType SystemExit = def("SystemExit", BaseException);
    public static final PyType KeyboardInterrupt = def("KeyboardInterrupt", BaseException);
    public static final PyType GeneratorExit = def("GeneratorExit", BaseException);
    public static final PyType Exception = def("Exception", BaseException);
    public static final PyType BaseExceptionGroup = def("BaseExceptionGroup", BaseException);
    public static final PyType ExceptionGroup = defGroup();
    public static final PyType StopIteration = def("StopIteration", Exception);
    public static final PyType StopAsyncIteration = def("StopAsyncIteration", Exception);
    public static final PyType ArithmeticError = def("ArithmeticError", Exception);
    public static final PyType FloatingPointError = def("FloatingPointError", ArithmeticError);
    public static final PyType OverflowError = def("OverflowError", ArithmeticError);
    public static final PyType ZeroDivisionError = def("ZeroDivisionError", ArithmeticError);
    public static final PyType AssertionError = def("AssertionError", Exception);
    public static final PyType AttributeError = def("AttributeError", Exception);
    public static final PyType BufferError = def("BufferError", Exception);
    public static final PyType EOFError = def("EOFError", Exception);
    public static final PyType ImportError = def("ImportError", Exception);
    public static final PyType ModuleNotFoundError = def("ModuleNotFoundError", ImportError);
    public static final PyType LookupError = def("LookupError", Exception);
    public static final PyType IndexError = def("IndexError", LookupError);
    public static final PyType KeyError = def("KeyError", LookupError);
    public static final PyType MemoryError = def("MemoryError", Exception);
    public static final PyType NameError = def("NameError", Exception);
    public static final PyType UnboundLocalError = def("UnboundLocalError", NameError);
    public static final PyType OSError = def("OSError", Exception);
    public static final PyType FileNotFoundError = def("FileNotFoundError", OSError);
    public static final PyType FileExistsError = def("FileExistsError", OSError);
    public static final PyType IsADirectoryError = def("IsADirectoryError", OSError);
    public static final PyType NotADirectoryError = def("NotADirectoryError", OSError);
    public static final PyType PermissionError = def("PermissionError", OSError);
    public static final PyType TimeoutError = def("TimeoutError", OSError);
    public static final PyType BlockingIOError = def("BlockingIOError", OSError);
    public static final PyType ChildProcessError = def("ChildProcessError", OSError);
    public static final PyType ConnectionError = def("ConnectionError", OSError);
    public static final PyType BrokenPipeError = def("BrokenPipeError", ConnectionError);
    public static final PyType ConnectionAbortedError = def("ConnectionAbortedError", ConnectionError);
    public static final PyType ConnectionRefusedError = def("ConnectionRefusedError", ConnectionError);
    public static final PyType ConnectionResetError = def("ConnectionResetError", ConnectionError);
    public static final PyType InterruptedError = def("InterruptedError", OSError);
    public static final PyType ProcessLookupError = def("ProcessLookupError", OSError);
    public static final PyType ReferenceError = def("ReferenceError", Exception);
    public static final PyType RuntimeError = def("RuntimeError", Exception);
    public static final PyType NotImplementedError = def("NotImplementedError", RuntimeError);
    public static final PyType RecursionError = def("RecursionError", RuntimeError);
    public static final PyType SyntaxError = def("SyntaxError", Exception);
    public static final PyType IndentationError = def("IndentationError", SyntaxError);
    public static final PyType TabError = def("TabError", IndentationError);
    public static final PyType SystemError = def("SystemError", Exception);
    public static final PyType TypeError = def("TypeError", Exception);
    public static final PyType ValueError = def("ValueError", Exception);
    public static final PyType UnicodeError = def("UnicodeError", ValueError);
    public static final PyType UnicodeDecodeError = def("UnicodeDecodeError", UnicodeError);
    public static final PyType UnicodeEncodeError = def("UnicodeEncodeError", UnicodeError);
    public static final PyType UnicodeTranslateError = def("UnicodeTranslateError", UnicodeError);
    public static final PyType Warning = def("Warning", Exception);
    public static final PyType UserWarning = def("UserWarning", Warning);
    public static final PyType DeprecationWarning = def("DeprecationWarning", Warning);
    public static final PyType PendingDeprecationWarning = def("PendingDeprecationWarning", Warning);
    public static final PyType RuntimeWarning = def("RuntimeWarning", Warning);
    public static final PyType SyntaxWarning = def("SyntaxWarning", Warning);
    public static final PyType FutureWarning = def("FutureWarning", Warning);
    public static final PyType ImportWarning = def("ImportWarning", Warning);
    public static final PyType UnicodeWarning = def("UnicodeWarning", Warning);
    public static final PyType BytesWarning = def("BytesWarning", Warning);
    public static final PyType ResourceWarning = def("ResourceWarning", Warning);

    private static PyType def(String name, PyType base) {
        PyType t = PyType.newBuiltin(name, PyType.Layout.EXCEPTION, base == null ? PyType.OBJECT : base);
        ALL.put(name, t);
        return t;
    }

    private static PyType defGroup() {
        PyType t = PyType.newBuiltin("ExceptionGroup", PyType.Layout.EXCEPTION, BaseExceptionGroup, Exception);
        ALL.put("ExceptionGroup", t);
        return t;
    }

    /** Every builtin exception type by name, in definition order. */
    public static Map<String, PyType> all() {
        return ALL;
    }

    /** A raisable exception of {@code type} with one string argument. */
    public static PyException make(PyType type, String message) {
        return new PyException(new PyBaseException(type, PyTuple.of(new PyStr(message))));
    }

    /**
     * A raisable SyntaxError (or subclass) at a place in {@code source}: its arguments are
     * {@code (msg, (filename, lineno, offset, text, end_lineno, end_offset))} as CPython's compiler makes them, so its
     * attributes and {@code str()} ("msg (file, line n)") are CPython's. Lines and columns are 1-based; a column of 0
     * or less is unknown (None).
     */
    public static PyException syntaxError(PyType type, String msg, String filename, String source, int line,
            int column, int endLine, int endColumn) {
        String text = null;
        if (source != null && line >= 1) {
            String[] lines = source.split("\n", -1);
            if (line <= lines.length) {
                text = lines[line - 1] + "\n";
            }
        }
        PyObject[] info = {new PyStr(filename), PyInt.of(line), column > 0 ? PyInt.of(column) : PyNone.NONE,
            text == null ? PyNone.NONE : new PyStr(text), endLine > 0 ? PyInt.of(endLine) : PyNone.NONE,
            endColumn > 0 ? PyInt.of(endColumn) : PyNone.NONE};
        PyObject[] args = {new PyStr(msg), new PyTuple(info)};
        PyBaseException e = new PyBaseException(type, new PyTuple(args.clone()));
        ExceptionInit.init(e, args, null);
        return new PyException(e);
    }

    /** A raisable exception of {@code type} with the given arguments. */
    public static PyException make(PyType type, PyObject... args) {
        return new PyException(new PyBaseException(type, PyTuple.of(args)));
    }

    public static PyException typeError(String message) {
        return make(TypeError, message);
    }

    public static PyException bufferError(String message) {
        return make(BufferError, message);
    }

    public static PyException valueError(String message) {
        return make(ValueError, message);
    }

    public static PyException indexError(String message) {
        return make(IndexError, message);
    }

    public static PyException keyError(PyObject key) {
        return make(KeyError, key);
    }

    public static PyException attributeError(String message) {
        return make(AttributeError, message);
    }

    public static PyException nameError(String name) {
        PyException e = make(NameError, "name '" + name + "' is not defined");
        e.exc.instanceDict().put("name", new PyStr(name));
        return e;
    }

    /** {@link #nameError(String)} remembering where the name was looked up, for the traceback's suggestion. */
    public static PyException nameError(String name, GuestFrame frame) {
        PyException e = nameError(name);
        if (frame != null) {
            e.exc.lookup = new LookupContext.Names(frame.localNames(), frame.globals());
        }
        return e;
    }

    /** An AttributeError for {@code name} missing on {@code obj} ({@code name} is its attribute; {@code obj} is not). */
    public static PyException attributeError(String message, PyObject obj, PyStr name) {
        PyException e = make(AttributeError, message);
        e.exc.instanceDict().put("name", name);
        e.exc.lookup = new LookupContext.Attribute(obj);
        return e;
    }

    public static PyException zeroDivision(String message) {
        return make(ZeroDivisionError, message);
    }

    public static PyException overflowError(String message) {
        return make(OverflowError, message);
    }

    public static PyException runtimeError(String message) {
        return make(RuntimeError, message);
    }

    public static PyException notImplemented(String message) {
        return make(NotImplementedError, message);
    }

    public static PyException stopIteration(PyObject value) {
        return value == null || value == PyNone.NONE ? make(StopIteration) : make(StopIteration, value);
    }

    /** Whether {@code e} is an instance of {@code type}. */
    public static boolean matches(PyException e, PyType type) {
        return e.exc.type().isSubtypeOf(type);
    }

    /**
     * The exception instance that {@code raise e} raises: {@code e} itself when it is an exception, a new instance
     * when it is an exception class (called without arguments); a TypeError for anything else.
     */
    public static PyBaseException toException(Interp in, PyObject e) {
        if (e instanceof PyType t) {
            if (!t.isSubtypeOf(BaseException)) {
                throw typeError("exceptions must derive from BaseException");
            }
            PyObject inst = Ops.call(in, t, new PyObject[0], null);
            if (!(inst instanceof PyBaseException be)) {
                throw typeError("calling " + Ops.repr(t) + " should have returned an instance of BaseException,"
                        + " not " + Ops.typeName(inst));
            }
            return be;
        }
        if (e instanceof PyBaseException be) {
            return be;
        }
        throw typeError("exceptions must derive from BaseException");
    }
}
