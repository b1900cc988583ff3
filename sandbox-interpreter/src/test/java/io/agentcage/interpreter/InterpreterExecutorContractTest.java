package io.agentcage.interpreter;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;

/** The interpreter backend passes the shared contract every backend passes. */
class InterpreterExecutorContractTest extends CodeExecutorContract {

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        return InterpreterExecutor.builder().limits(ceilings).build();
    }
}
