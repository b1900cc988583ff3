package io.agentcage.interpreter;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.agentcage.contract.LiveExecutionContract;

/** The interpreter backend passes the shared contract every backend passes, live executions included. */
class InterpreterExecutorContractTest extends CodeExecutorContract implements LiveExecutionContract {

    /**
     * The contract's ceilings with a step budget no test's deadline or cancellation can lose to: the compiled tier
     * runs a {@code while True: pass} at module level through the default 100,000,000 steps in about a second, and
     * the contract's runaway loops must end by their deadline or cancellation.
     */
    @Override
    protected ExecutionLimits ceilings() {
        return super.ceilings().toBuilder().maxSteps(1L << 40).build();
    }

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        return InterpreterExecutor.builder().limits(ceilings).build();
    }
}
