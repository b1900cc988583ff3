package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link HostCalls}: binding with CPython's messages, the answers' shapes, the cap on calls in flight, the call
 * limit, and what happens after close. Calls run on a queue the test drains itself, so nothing here races.
 */
class HostCallsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LinkedBlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    private final List<ObjectNode> sent = new ArrayList<>();

    private HostCalls calls(int maxInFlight, int maxCalls, HostFunction... functions) {
        return new HostCalls(List.of(functions), tasks::add, maxInFlight, maxCalls, 42, sent::add);
    }

    private static JsonNode call(long id, String name, String args, String kwargs) throws Exception {
        return JSON.readTree("{\"type\":\"hostcall\",\"id\":42,\"call\":" + id + ",\"name\":\"" + name
                + "\",\"args\":" + args + ",\"kwargs\":" + kwargs + "}");
    }

    private void drain() {
        Runnable r;
        while ((r = tasks.poll()) != null) {
            r.run();
        }
    }

    private static final HostFunction PRICE = HostFunction.blocking("price_of", "",
            List.of(HostParameter.required("product", ValueType.STR, ""),
                    HostParameter.optional("quantity", ValueType.INT, ""),
                    HostParameter.optional("discount", ValueType.FLOAT, "")),
            args -> List.of(args.get("product"), args.getOrDefault("quantity", 1L), args.getOrDefault("discount", 0.0)));

    @Test
    void should_bind_arguments_and_answer_with_the_result_as_json() throws Exception {
        HostCalls c = calls(4, 10, PRICE);
        c.accept(call(1, "price_of", "[\"tea\"]", "{\"discount\":1,\"quantity\":3}"));
        drain();
        assertThat(sent).hasSize(1);
        assertThat(sent.get(0).toString()).isEqualTo(
                "{\"v\":1,\"type\":\"hostreturn\",\"id\":42,\"call\":1,\"value\":[\"tea\",3,1.0]}");
        assertThat(c.count()).isEqualTo(1);
    }

    @Test
    void should_answer_a_type_error_in_cpython_words_when_the_call_does_not_fit_the_signature() throws Exception {
        HostCalls c = calls(4, 10, PRICE);
        c.accept(call(1, "price_of", "[\"a\",1,2.0,4]", "{}"));
        c.accept(call(2, "price_of", "[]", "{\"colour\":\"red\"}"));
        c.accept(call(3, "price_of", "[\"a\"]", "{\"product\":\"b\"}"));
        c.accept(call(4, "price_of", "[]", "{}"));
        c.accept(call(5, "price_of", "[5]", "{}"));
        c.accept(call(6, "nope", "[]", "{}"));
        assertThat(tasks).isEmpty();
        assertThat(sent).extracting(m -> m.path("error").path("type").asText() + ": "
                + m.path("error").path("message").asText()).containsExactly(
                "TypeError: price_of() takes 3 positional arguments but 4 were given",
                "TypeError: price_of() got an unexpected keyword argument 'colour'",
                "TypeError: price_of() got multiple values for argument 'product'",
                "TypeError: price_of() missing required argument 'product'",
                "TypeError: price_of() argument 'product' must be str, not int",
                "TypeError: 'nope' is not a host function of this execution");
    }

    @Test
    void should_map_host_exceptions_as_the_interpreter_does() throws Exception {
        HostCalls c = calls(4, 10,
                HostFunction.blocking("bad", "", List.of(), a -> {
                    throw new IllegalArgumentException("no such product");
                }),
                HostFunction.blocking("down", "", List.of(), a -> {
                    throw new IllegalStateException("database down");
                }),
                HostFunction.async("late", "", List.of(), a -> CompletableFuture.failedFuture(
                        new java.io.IOException("timed out upstream"))),
                HostFunction.blocking("raw", "", List.of(), a -> Map.of("b", new byte[1])),
                HostFunction.external("ask", "", List.of()));
        for (String name : List.of("bad", "down", "late", "raw", "ask")) {
            c.accept(call(sent.size() + tasks.size() + 1, name, "[]", "{}"));
        }
        drain();
        assertThat(sent).extracting(m -> m.path("error").path("type").asText() + ": "
                + m.path("error").path("message").asText()).containsExactlyInAnyOrder(
                "ValueError: bad(): no such product",
                "RuntimeError: down() failed: database down",
                "RuntimeError: late() failed: timed out upstream",
                "TypeError: raw() returned a value that cannot reach the guest: byte[] has no JSON form on this "
                        + "backend; return a String (base64, for example)",
                "RuntimeError: external function 'ask' cannot suspend an execution on this backend (only the "
                        + "interpreter can); register it as a blocking or asynchronous function");
    }

    @Test
    void should_run_at_most_max_in_flight_calls_and_start_the_next_when_one_ends() throws Exception {
        List<CompletableFuture<Object>> stages = new ArrayList<>();
        HostCalls c = calls(2, 10, HostFunction.async("wait", "", List.of(), a -> {
            CompletableFuture<Object> f = new CompletableFuture<>();
            stages.add(f);
            return f;
        }));
        for (int i = 1; i <= 5; i++) {
            c.accept(call(i, "wait", "[]", "{}"));
        }
        drain();
        assertThat(stages).hasSize(2);
        stages.get(0).complete(BigInteger.TEN.pow(30));
        drain();
        assertThat(stages).hasSize(3);
        assertThat(sent.get(0).path("value").bigIntegerValue()).isEqualTo(BigInteger.TEN.pow(30));
        c.close();
        drain();
        assertThat(stages).hasSize(3);
        assertThat(stages.get(1)).isCancelled();
        assertThat(stages.get(2)).isCancelled();
        assertThat(sent).hasSize(1);   // answers after close are discarded
    }

    @Test
    void should_cancel_a_running_stage_and_drop_a_waiting_call_when_the_guest_cancels_them() throws Exception {
        List<CompletableFuture<Object>> stages = new ArrayList<>();
        HostCalls c = calls(1, 10, HostFunction.async("wait", "", List.of(), a -> {
            CompletableFuture<Object> f = new CompletableFuture<>();
            stages.add(f);
            return f;
        }));
        c.accept(call(1, "wait", "[]", "{}"));
        c.accept(call(2, "wait", "[]", "{}"));
        drain();
        assertThat(stages).hasSize(1);
        c.accept(JSON.readTree("{\"type\":\"hostcancel\",\"id\":42,\"call\":2}"));
        c.accept(JSON.readTree("{\"type\":\"hostcancel\",\"id\":42,\"call\":1}"));
        drain();
        assertThat(stages).hasSize(1);   // call 2 never started
        assertThat(stages.get(0)).isCancelled();
        c.accept(call(3, "wait", "[]", "{}"));
        drain();
        assertThat(stages).hasSize(2);   // the slots were freed
    }

    @Test
    void should_refuse_calls_past_the_limit() throws Exception {
        HostCalls c = calls(4, 2, PRICE);
        for (int i = 1; i <= 3; i++) {
            c.accept(call(i, "price_of", "[\"x\"]", "{}"));
        }
        drain();
        assertThat(c.count()).isEqualTo(3);
        assertThat(sent).filteredOn(m -> m.has("error")).singleElement().satisfies(m -> assertThat(
                m.path("error").path("message").asText()).isEqualTo("host call limit of 2 exceeded"));
    }

    @Test
    void should_carry_plain_data_and_name_what_json_cannot_carry() {
        assertThat(HostValues.toJava(HostValues.toJson(Map.of("a", List.of(1L, 2.5, "s", true))))).isEqualTo(
                Map.of("a", List.of(1L, 2.5, "s", true)));
        assertThatThrownBy(() -> HostValues.toJson(Double.NaN)).hasMessage("the float NaN has no JSON form");
        assertThatThrownBy(() -> HostValues.toJson(Map.of(1, 2))).hasMessage("a map key is a Integer, not a String");
        assertThatThrownBy(() -> HostValues.toJson(new Object())).hasMessageStartingWith("it holds a Object; use "
                + "plain data");
        List<Object> cyclic = new ArrayList<>();
        cyclic.add(cyclic);
        assertThatThrownBy(() -> HostValues.toJson(cyclic)).hasMessage("it is nested more than 100 deep (or cyclic)");
    }

    @Test
    void should_not_wait_on_a_closed_executor() throws Exception {
        HostCalls c = new HostCalls(List.of(PRICE), r -> {
            throw new java.util.concurrent.RejectedExecutionException("shut down");
        }, 1, 10, 42, sent::add);
        c.accept(call(1, "price_of", "[\"x\"]", "{}"));
        c.accept(call(2, "price_of", "[\"y\"]", "{}"));
        assertThat(sent).hasSize(2);
        assertThat(tasks.poll(0, TimeUnit.SECONDS)).isNull();
    }
}
