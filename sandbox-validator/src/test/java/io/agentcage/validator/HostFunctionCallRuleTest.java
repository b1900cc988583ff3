package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Calls of host functions checked against the stubs the target lists ({@link RuleIds#HOST_FUNCTION_CALL}). */
class HostFunctionCallRuleTest {

    private static final HostFunction PRICE = HostFunction.blocking("price_of", "Unit price of a product in cents",
            List.of(HostParameter.required("product", ValueType.STR, "the product's name"),
                    HostParameter.optional("currency", ValueType.STR, "ISO 4217 code")), args -> 100L)
            .withReturns(ValueType.INT);
    private static final HostFunction PING = HostFunction.blocking("ping", "", List.of(), args -> null);
    private static final Capabilities TARGET = new Capabilities("interpreter", Set.of("python"), true, true, false,
            true, Set.of("asyncio", "math"), ExecutionLimits.defaults()).withInternalsReachable(false)
            .withHostFunctionStubs(List.of(PRICE.stub(true), PING.stub(true)));
    private static final PolicyValidator STRICT = PolicyValidator.strict().forTarget(TARGET);
    private static final PolicyValidator STANDARD = PolicyValidator.standard().forTarget(TARGET);

    private static List<Diagnostic> findings(PolicyValidator v, String code) {
        return v.validate(code).diagnostics();
    }

    private static Diagnostic only(String code) {
        List<Diagnostic> d = findings(STRICT, code);
        assertThat(d).hasSize(1);
        assertThat(d.get(0).ruleId()).isEqualTo(RuleIds.HOST_FUNCTION_CALL);
        assertThat(d.get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(findings(STANDARD, code)).isEqualTo(d);
        return d.get(0);
    }

    @Test
    void should_accept_calls_that_match_the_stub_directly_awaited_and_gathered() {
        String code = "import asyncio\n"
                + "print(price_of('tea'), price_of('tea', 'EUR'), price_of(product='tea', currency='EUR'))\n"
                + "async def main():\n"
                + "    a = await price_of('tea')\n"
                + "    return await asyncio.gather(*(price_of(p) for p in ['a', 'b']), ping())\n"
                + "asyncio.run(main())\n";
        assertThat(findings(STRICT, code)).isEmpty();
    }

    @Test
    void should_refuse_too_many_positional_arguments_with_the_signature_as_the_fix() {
        Diagnostic d = only("price_of('tea', 'EUR', 3)");
        assertThat(d.message()).isEqualTo("price_of() takes 2 positional arguments but 3 were given");
        assertThat(d.fixHint()).isEqualTo("call it as price_of(product: str, currency: str | None = None) -> int");
        assertThat(only("ping(1)").message()).isEqualTo("ping() takes 0 positional arguments but 1 was given");
    }

    @Test
    void should_refuse_unknown_and_repeated_keywords_and_missing_required_arguments() {
        Diagnostic unknown = only("price_of(product='tea', currncy='EUR')");
        assertThat(unknown.message()).isEqualTo("price_of() got an unexpected keyword argument 'currncy'");
        assertThat(unknown.fixHint()).startsWith("did you mean 'currency'? Call it as price_of(");
        assertThat(unknown.column()).isEqualTo(25);
        assertThat(only("price_of('tea', product='x')").message())
                .isEqualTo("price_of() got multiple values for argument 'product'");
        assertThat(only("import asyncio\nasync def f():\n    return await price_of(currency='EUR')\n").message())
                .isEqualTo("price_of() missing required argument 'product'");
    }

    @Test
    void should_refuse_a_near_miss_of_a_host_function_name_with_did_you_mean() {
        Diagnostic d = only("x = prise_of('tea')");
        assertThat(d.message()).isEqualTo("name 'prise_of' is not defined");
        assertThat(d.fixHint()).isEqualTo("did you mean the host function price_of(product: str, currency: str | None"
                + " = None) -> int?");
    }

    @Test
    void should_not_check_names_the_code_binds_methods_unpacked_arguments_or_unrelated_names() {
        assertThat(findings(STRICT, "def price_of(a, b, c): return a\nprint(price_of(1, 2, 3))")).isEmpty();
        assertThat(findings(STRICT, "def prise_of(x): return x\nprise_of(1)")).isEmpty();
        assertThat(findings(STRICT, "class A:\n    def m(self): return self.price_of(1, 2, 3)\n")).isEmpty();
        assertThat(findings(STRICT, "args = ['tea']\nkw = {}\nprice_of(*args)\nprice_of(**kw)")).isEmpty();
        assertThat(findings(STRICT, "print(len('abc'))\nsomething_else(1)")).isEmpty();
    }

    @Test
    void should_check_nothing_without_stubs_in_the_target() {
        assertThat(findings(PolicyValidator.strict(), "price_of('tea', 'EUR', 3)")).isEmpty();
    }

    @Test
    void should_lower_to_a_warning_when_the_policy_says_so() {
        PolicyValidator lenient = PolicyValidator.strict().toBuilder()
                .severity(RuleIds.HOST_FUNCTION_CALL, Severity.WARNING).build().forTarget(TARGET);
        assertThat(lenient.validate("prise_of('tea')").rejected()).isFalse();
    }
}
