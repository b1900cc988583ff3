package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.OsErrors;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyStr;
import java.util.Map;

/** {@code errno}: the Linux error numbers by name and {@code errorcode}, from the table {@code OSError} uses. */
final class ErrnoModule implements NativeModule {
    @Override
    public String name() {
        return "errno";
    }

    @Override
    public void define(ModuleBuilder m) {
        for (Map.Entry<String, Integer> e : OsErrors.names().entrySet()) {
            m.value(e.getKey(), PyInt.of(e.getValue()));
        }
        PyDict codes = new PyDict();
        for (Map.Entry<Integer, String> e : OsErrors.codes().entrySet()) {
            codes.put(PyInt.of(e.getKey()), new PyStr(e.getValue()));
        }
        m.value("errorcode", codes);
    }
}
