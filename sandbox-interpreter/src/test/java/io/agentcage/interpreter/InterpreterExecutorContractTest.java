package io.agentcage.interpreter;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.agentcage.contract.LiveExecutionContract;

/** The interpreter backend passes the shared contract every backend passes, live executions included. */
class InterpreterExecutorContractTest extends CodeExecutorContract implements LiveExecutionContract {

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        return InterpreterExecutor.builder().limits(ceilings).build();
    }
}
