package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Network;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The native half of {@code urllib.request} and {@code http.client}: one HTTP request made by the host under the
 * execution's network policy ({@link Network}), bound as the global {@code _http} of both. Guest code gets only
 * strings, ints and bytes back; a refusal or a failure is a tuple naming it, which the Python side turns into
 * CPython's exceptions ({@code URLError}, {@code TimeoutError}).
 *
 * <p>{@code fetch(method, url, headers, body, timeout)} returns {@code ('ok', status, reason, headers, body)} or
 * {@code (kind, message)} with kind {@code 'refused'}, {@code 'failed'} or {@code 'timeout'}; {@code policy()}
 * describes the policy in force.
 */
final class HttpHelper implements NativeModule {
    /** Longest URL accepted, in characters. */
    static final int MAX_URL_CHARS = 8192;

    @Override
    public String name() {
        return "_http";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("fetch", (in, a, kw) -> {
            Args.check("fetch", a, kw, 5, 5);
            String method = Args.asStr(a[0], "method");
            String url = Args.asStr(a[1], "url");
            if (url.length() > MAX_URL_CHARS) {
                throw Exc.valueError("URL too long (" + url.length() + " characters, at most " + MAX_URL_CHARS + ")");
            }
            List<Map.Entry<String, String>> headers = headers(a[2]);
            if (!(a[3] instanceof PyBytes body)) {
                throw Exc.typeError("body must be bytes, not " + Ops.typeName(a[3]));
            }
            double timeout = a[4] == PyNone.NONE ? 0 : Args.asDouble(a[4]);
            in.charge(1 + body.length() / 64);
            try {
                Network.Reply r = in.services.network.fetch(in, method, url, headers, body.bytes(), timeout);
                in.charge(r.body().length / 64);
                PyList fields = new PyList();
                for (Map.Entry<String, String> f : r.headers()) {
                    fields.append(PyTuple.of(new PyStr(f.getKey()), new PyStr(f.getValue())));
                }
                return PyTuple.of(new PyStr("ok"), PyInt.of(r.status()), new PyStr(r.reason()), fields,
                        new PyBytes(r.body(), false));
            } catch (Network.Failure f) {
                in.checkTime();   // a request cut at the execution's deadline ends the execution as a timeout
                String kind = f.kind() == Network.Failure.Kind.REFUSED ? "refused"
                        : f.kind() == Network.Failure.Kind.TIMEOUT ? "timeout" : "failed";
                return PyTuple.of(new PyStr(kind), new PyStr(f.getMessage()));
            }
        });
        m.function("policy", (in, a, kw) -> {
            Args.check("policy", a, kw, 0, 0);
            return new PyStr(in.services.network.policy());
        });
    }

    /** A list of (name, value) string pairs; CR, LF and NUL are refused (header injection). */
    private static List<Map.Entry<String, String>> headers(PyObject o) {
        if (!(o instanceof PyList list)) {
            throw Exc.typeError("headers must be a list of (name, value) pairs");
        }
        List<Map.Entry<String, String>> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (!(list.array()[i] instanceof PyTuple t) || t.size() != 2) {
                throw Exc.typeError("headers must be a list of (name, value) pairs");
            }
            String name = Args.asStr(t.get(0), "header name");
            String value = Args.asStr(t.get(1), "header value");
            if (name.isEmpty() || !name.chars().allMatch(c -> c > 0x20 && c < 0x7f && c != ':')) {
                throw Exc.valueError("Invalid header name " + Ops.repr(t.get(0)));
            }
            if (value.chars().anyMatch(c -> c == '\r' || c == '\n' || c == 0)) {
                throw Exc.valueError("Invalid header value " + Ops.repr(t.get(1)));
            }
            out.add(Map.entry(name, value));
        }
        return out;
    }
}
