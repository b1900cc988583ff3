package io.agentcage.interpreter;

import io.agentcage.CodeExecutor;
import io.agentcage.contract.HostFunctionContract;
import io.agentcage.host.HostFunction;
import java.util.List;

/** The host-function contract on the interpreter. */
class InterpreterHostFunctionContractTest extends HostFunctionContract {
    @Override
    protected CodeExecutor createExecutor(List<HostFunction> functions) {
        InterpreterExecutor.Builder b = InterpreterExecutor.builder();
        functions.forEach(b::hostFunction);
        return b.build();
    }
}
