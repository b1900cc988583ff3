package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.text.ModelText;
import io.agentcage.validator.PolicyValidator;
import io.agentcage.validator.RuleIds;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The host functions as typed stubs: in the capabilities, in the tool description, and checked by the validator. */
class ToolStubsTest {

    private final AtomicInteger calls = new AtomicInteger();
    private final HostFunction price = HostFunction.blocking("price_of", "Unit price of a product in cents",
            List.of(HostParameter.required("product", ValueType.STR, "the product's name")), args -> {
                calls.incrementAndGet();
                return (long) ((String) args.get("product")).length() * 100;
            }).withReturns(ValueType.INT);

    @Test
    void should_list_the_host_functions_as_coroutine_stubs_in_the_capabilities_and_the_description() {
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(price).build()) {
            assertThat(ex.capabilities().hostFunctionStubs()).containsExactly("""
                    async def price_of(product: str) -> int:
                        \"""Unit price of a product in cents

                        Args:
                            product: the product's name
                        \"\"\"""");
            assertThat(ModelText.toolDescription(ex.capabilities(), false, ex.hostFunctions()))
                    .contains("```python\nasync def price_of(product: str) -> int:\n");
        }
    }

    @Test
    void should_refuse_a_call_that_does_not_match_the_stub_before_anything_runs_with_the_runtime_message() {
        String code = "print('started')\nprint(price_of('tea', 'EUR'))\n";
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(price).build();
             GuardedExecutor guarded = GuardedExecutor.builder(ex).validator(PolicyValidator.strict()).build()) {
            ExecutionResult rejected = guarded.execute(ExecutionRequest.of(code));
            assertThat(rejected.outcome()).isEqualTo(Outcome.REJECTED);
            assertThat(rejected.stdout()).isEmpty();
            assertThat(rejected.diagnostics()).singleElement().satisfies(d -> {
                assertThat(d.ruleId()).isEqualTo(RuleIds.HOST_FUNCTION_CALL);
                assertThat(d.message()).isEqualTo("price_of() takes 1 positional argument but 2 were given");
                assertThat(d.fixHint()).isEqualTo("call it as price_of(product: str) -> int");
            });
            ExecutionResult ran = ex.execute(ExecutionRequest.of(code));
            assertThat(ran.error().orElseThrow().message()).isEqualTo(rejected.diagnostics().get(0).message());
            assertThat(calls).hasValue(0);
            ExecutionResult ok = guarded.execute(ExecutionRequest.of("import asyncio\n"
                    + "async def main():\n    return await asyncio.gather(price_of('tea'), price_of(product='pen'))\n"
                    + "print(asyncio.run(main()))\n"));
            assertThat(ok.stdout()).isEqualTo("[300, 300]\n");
        }
    }
}
