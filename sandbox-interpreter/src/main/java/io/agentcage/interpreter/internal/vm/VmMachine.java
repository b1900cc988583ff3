package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Machine;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyObject;
import java.util.Set;

/** The VM as the object model's {@link Machine}: stateless, so one instance serves every execution. */
public final class VmMachine implements Machine {
    /** The instance every {@link Interp} is given. */
    public static final Machine INSTANCE = new VmMachine();

    private VmMachine() {
    }

    @Override
    public PyObject call(Interp in, PyFunction fn, PyObject[] args, PyDict kwargs) {
        return Vm.callFunction(in, fn, args, kwargs);
    }

    @Override
    public PyObject callPositional(Interp in, PyFunction fn, int n, PyObject a, PyObject b) {
        return Vm.callPositional(in, fn, n, a, b);
    }

    @Override
    public long retainedBytes(Interp in, long limit) {
        return MemoryGauge.retained(in, limit);
    }

    @Override
    public boolean reachesAny(Interp in, Set<PyObject> targets) {
        return MemoryGauge.reachesAny(in, targets);
    }
}
