package io.agentcage.validator.internal;

import io.agentcage.python.ast.Arg;
import io.agentcage.python.ast.AsyncFunctionDef;
import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.ConstantValue;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.FunctionDef;
import io.agentcage.python.ast.Arguments;
import io.agentcage.python.ast.Stmt;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A host function's signature as its stub declares it (see {@link io.agentcage.Capabilities#hostFunctionStubs()}).
 * A default of {@code ...} marks a required parameter the stub had to write after an optional one. Not API.
 *
 * @param name       the function's name
 * @param display    the signature as the stub writes it, for fix hints, e.g. {@code price_of(product: str) -> int}
 * @param positional the parameters that can be passed by position, in order
 * @param keywordOnly the parameters after {@code *} or {@code *args}
 * @param required   the parameters a call must pass
 * @param varargs    whether it takes {@code *args}
 * @param varkw      whether it takes {@code **kwargs}
 */
public record HostSignature(String name, String display, List<String> positional, List<String> keywordOnly,
                            Set<String> required, boolean varargs, boolean varkw) {

    /** Freezes the collections. */
    public HostSignature {
        positional = List.copyOf(positional);
        keywordOnly = List.copyOf(keywordOnly);
        required = Set.copyOf(required);
    }

    /** Whether {@code keyword} names one of its parameters. */
    public boolean accepts(String keyword) {
        return varkw || positional.contains(keyword) || keywordOnly.contains(keyword);
    }

    /** Every parameter name, in order. */
    public List<String> names() {
        List<String> all = new ArrayList<>(positional);
        all.addAll(keywordOnly);
        return all;
    }

    /** The signatures of stubs that parse as one function definition each; the others are left out. */
    public static Map<String, HostSignature> parse(List<String> stubs) {
        Map<String, HostSignature> out = new LinkedHashMap<>();
        for (String stub : stubs) {
            SourceParser.Result r = SourceParser.standard().parse(stub);
            if (r.module() == null || r.module().body().size() != 1) {
                continue;
            }
            Stmt st = r.module().body().get(0);
            if (st instanceof FunctionDef f) {
                out.put(f.name(), of(f.name(), f.args(), stub));
            } else if (st instanceof AsyncFunctionDef f) {
                out.put(f.name(), of(f.name(), f.args(), stub));
            }
        }
        return out;
    }

    private static HostSignature of(String name, Arguments a, String stub) {
        List<String> positional = new ArrayList<>();
        Set<String> required = new LinkedHashSet<>();
        List<Arg> pos = new ArrayList<>(a.posonlyargs());
        pos.addAll(a.args());
        int firstDefault = pos.size() - a.defaults().size();
        for (int i = 0; i < pos.size(); i++) {
            String p = pos.get(i).arg();
            positional.add(p);
            if (i < firstDefault || ellipsis(a.defaults().get(i - firstDefault))) {
                required.add(p);
            }
        }
        List<String> kwonly = new ArrayList<>();
        for (int i = 0; i < a.kwonlyargs().size(); i++) {
            String p = a.kwonlyargs().get(i).arg();
            kwonly.add(p);
            Optional<Expr> d = i < a.kwDefaults().size() ? a.kwDefaults().get(i) : Optional.empty();
            if (d.isEmpty() || ellipsis(d.get())) {
                required.add(p);
            }
        }
        return new HostSignature(name, display(stub), positional, kwonly, required, a.vararg().isPresent(),
                a.kwarg().isPresent());
    }

    private static boolean ellipsis(Expr e) {
        return e instanceof Constant c && c.value() instanceof ConstantValue.EllipsisValue;
    }

    /** The stub's first line without {@code async def}/{@code def} and the colon (and a body of {@code ...}). */
    private static String display(String stub) {
        String line = stub.lines().findFirst().orElse("").strip();
        line = line.startsWith("async ") ? line.substring(6) : line;
        line = line.startsWith("def ") ? line.substring(4) : line;
        if (line.endsWith(": ...")) {
            line = line.substring(0, line.length() - 5);
        }
        return line.endsWith(":") ? line.substring(0, line.length() - 1) : line;
    }
}
