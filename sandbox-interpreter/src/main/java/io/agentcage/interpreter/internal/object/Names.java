package io.agentcage.interpreter.internal.object;

/** Interned names of the special methods the runtime looks up. */
public final class Names {
    private Names() {
    }

    public static final PyStr INIT = PyStr.intern("__init__");
    public static final PyStr NEW = PyStr.intern("__new__");
    public static final PyStr CALL = PyStr.intern("__call__");
    public static final PyStr REPR = PyStr.intern("__repr__");
    public static final PyStr STR = PyStr.intern("__str__");
    public static final PyStr HASH = PyStr.intern("__hash__");
    public static final PyStr EQ = PyStr.intern("__eq__");
    public static final PyStr NE = PyStr.intern("__ne__");
    public static final PyStr LT = PyStr.intern("__lt__");
    public static final PyStr LE = PyStr.intern("__le__");
    public static final PyStr GT = PyStr.intern("__gt__");
    public static final PyStr GE = PyStr.intern("__ge__");
    public static final PyStr BOOL = PyStr.intern("__bool__");
    public static final PyStr LEN = PyStr.intern("__len__");
    public static final PyStr ITER = PyStr.intern("__iter__");
    public static final PyStr NEXT = PyStr.intern("__next__");
    public static final PyStr GETITEM = PyStr.intern("__getitem__");
    public static final PyStr SETITEM = PyStr.intern("__setitem__");
    public static final PyStr DELITEM = PyStr.intern("__delitem__");
    public static final PyStr CONTAINS = PyStr.intern("__contains__");
    public static final PyStr GETATTR = PyStr.intern("__getattr__");
    public static final PyStr GETATTRIBUTE = PyStr.intern("__getattribute__");
    public static final PyStr SETATTR = PyStr.intern("__setattr__");
    public static final PyStr DELATTR = PyStr.intern("__delattr__");
    public static final PyStr GET = PyStr.intern("__get__");
    public static final PyStr SET = PyStr.intern("__set__");
    public static final PyStr DELETE = PyStr.intern("__delete__");
    public static final PyStr ENTER = PyStr.intern("__enter__");
    public static final PyStr EXIT = PyStr.intern("__exit__");
    public static final PyStr INDEX = PyStr.intern("__index__");
    public static final PyStr INT = PyStr.intern("__int__");
    public static final PyStr FLOAT = PyStr.intern("__float__");
    public static final PyStr MISSING = PyStr.intern("__missing__");
    public static final PyStr FORMAT = PyStr.intern("__format__");
    public static final PyStr REVERSED = PyStr.intern("__reversed__");
    public static final PyStr NEG = PyStr.intern("__neg__");
    public static final PyStr POS = PyStr.intern("__pos__");
    public static final PyStr INVERT = PyStr.intern("__invert__");
    public static final PyStr ABS = PyStr.intern("__abs__");
    public static final PyStr ROUND = PyStr.intern("__round__");
    public static final PyStr CLASS_GETITEM = PyStr.intern("__class_getitem__");
    public static final PyStr INIT_SUBCLASS = PyStr.intern("__init_subclass__");
    public static final PyStr SET_NAME = PyStr.intern("__set_name__");
    public static final PyStr MRO_ENTRIES = PyStr.intern("__mro_entries__");
    public static final PyStr DICT = PyStr.intern("__dict__");
    public static final PyStr CLASS = PyStr.intern("__class__");
    public static final PyStr NAME = PyStr.intern("__name__");
    public static final PyStr QUALNAME = PyStr.intern("__qualname__");
    public static final PyStr MODULE = PyStr.intern("__module__");
    public static final PyStr DOC = PyStr.intern("__doc__");
    public static final PyStr SLOTS = PyStr.intern("__slots__");
}
