package io.agentcage.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HostFunctionStubTest {

    private static HostFunction price() {
        return HostFunction.blocking("price_of", "Unit price of a product in cents",
                List.of(HostParameter.required("product", ValueType.STR, "the product's name"),
                        HostParameter.optional("currency", ValueType.STR, "ISO 4217 code")), args -> 100L)
                .withReturns(ValueType.INT);
    }

    @Test
    void should_write_a_coroutine_stub_with_type_hints_and_the_descriptions_as_docstring() {
        assertThat(price().stub(true)).isEqualTo("""
                async def price_of(product: str, currency: str | None = None) -> int:
                    \"""Unit price of a product in cents

                    Args:
                        product: the product's name
                        currency: ISO 4217 code (optional)
                    \"\"\"""");
    }

    @Test
    void should_write_a_plain_def_when_not_awaitable_and_leave_out_unknown_types() {
        HostFunction f = HostFunction.blocking("lookup", "Finds a key", List.of(
                HostParameter.required("key", ValueType.ANY, ""), HostParameter.optional("default", ValueType.ANY,
                        "")), args -> null);
        assertThat(f.stub(false)).isEqualTo("""
                def lookup(key, default=None):
                    \"""Finds a key

                    Args:
                        default: (optional)
                    \"\"\"""");
    }

    @Test
    void should_write_an_ellipsis_body_when_there_is_nothing_to_document() {
        HostFunction f = HostFunction.blocking("ping", "", List.of(), args -> null).withReturns(ValueType.NONE);
        assertThat(f.stub(true)).isEqualTo("async def ping() -> None: ...");
    }

    @Test
    void should_keep_a_required_parameter_after_an_optional_one_valid_python() {
        HostFunction f = HostFunction.blocking("odd", "Odd order", List.of(
                HostParameter.optional("a", ValueType.INT, ""), HostParameter.required("b", ValueType.LIST, "")),
                args -> null);
        assertThat(f.stub(false)).startsWith("def odd(a: int | None = None, b: list = ...):")
                .contains("a: (optional)").contains("b: (required)");
    }

    @Test
    void should_escape_descriptions_that_would_end_the_docstring() {
        HostFunction f = HostFunction.blocking("q", "Says \"\"\"hi\"\"\" and \\n, ends with a quote\"", List.of(),
                args -> null);
        String stub = f.stub(false);
        assertThat(stub).isEqualTo("def q():\n    \"\"\"Says \\\"\\\"\\\"hi\\\"\\\"\\\" and \\\\n, ends with a quote"
                + "\\\"\"\"\"");
        HostFunction g = HostFunction.blocking("r", "ends with a quote\"", List.of(), args -> null);
        assertThat(g.stub(false)).isEqualTo("def r():\n    \"\"\"ends with a quote\\\"\"\"\"");
    }

    @Test
    void should_indent_every_line_of_a_multi_line_description() {
        HostFunction f = HostFunction.blocking("m", "First line.\n\nSecond paragraph.", List.of(), args -> null);
        assertThat(f.stub(false)).isEqualTo("def m():\n    \"\"\"First line.\n\n    Second paragraph.\"\"\"");
    }
}
