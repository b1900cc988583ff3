package io.agentcage.validator.internal;

import io.agentcage.python.ast.Call;
import io.agentcage.python.ast.Keyword;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Starred;
import io.agentcage.validator.RuleIds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks calls of the target's host functions against their stubs, before anything runs: the argument count, the
 * keywords, the required arguments, and a name that is not defined but is close to a host function's. The
 * messages are the interpreter's {@code TypeError}s and CPython's {@code NameError}. Not API.
 */
final class HostCallChecks {
    private HostCallChecks() {
    }

    static void check(Analyzer a, Call c, Scope s) {
        Map<String, HostSignature> hosts = a.settings.target().hostFunctions();
        if (hosts.isEmpty() || !(c.func() instanceof Name n) || s.resolve(n.id()) != null) {
            return; // no host functions, a method or computed callee, or a name the code binds itself
        }
        HostSignature sig = hosts.get(n.id());
        if (sig == null) {
            unknown(a, c, n.id(), hosts);
            return;
        }
        boolean unpacked = c.args().stream().anyMatch(x -> x instanceof Starred);
        boolean unpackedKw = c.keywords().stream().anyMatch(k -> k.arg().isEmpty());
        int given = c.args().size();
        String call = "call it as " + sig.display();
        if (!unpacked && !sig.varargs() && given > sig.positional().size()) {
            int takes = sig.positional().size();
            a.findings.add(RuleIds.HOST_FUNCTION_CALL, c, sig.name() + "() takes " + takes + " positional argument"
                    + (takes == 1 ? "" : "s") + " but " + given + (given == 1 ? " was" : " were") + " given", call);
            return;
        }
        List<String> passed = new ArrayList<>(unpacked ? List.of()
                : sig.positional().subList(0, Math.min(given, sig.positional().size())));
        for (Keyword k : c.keywords()) {
            if (k.arg().isEmpty()) {
                continue;
            }
            String kw = k.arg().get();
            if (!sig.accepts(kw)) {
                String close = Names.closest(kw, sig.names());
                a.findings.add(RuleIds.HOST_FUNCTION_CALL, k, sig.name() + "() got an unexpected keyword argument '"
                        + kw + "'", close == null ? call : "did you mean '" + close + "'? C" + call.substring(1));
                return;
            }
            if (passed.contains(kw)) {
                a.findings.add(RuleIds.HOST_FUNCTION_CALL, k, sig.name() + "() got multiple values for argument '"
                        + kw + "'", "pass '" + kw + "' once: " + call);
                return;
            }
            passed.add(kw);
        }
        if (unpacked || unpackedKw) {
            return;
        }
        for (String p : sig.names()) {
            if (sig.required().contains(p) && !passed.contains(p)) {
                a.findings.add(RuleIds.HOST_FUNCTION_CALL, c, sig.name() + "() missing required argument '" + p
                        + "'", call);
                return;
            }
        }
    }

    /** A call of a name nothing defines: flagged when it is a near miss of a host function's name. */
    private static void unknown(Analyzer a, Call c, String name, Map<String, HostSignature> hosts) {
        if (Names.BUILTINS.contains(name)) {
            return;
        }
        String close = Names.closest(name, hosts.keySet());
        if (close != null) {
            a.findings.add(RuleIds.HOST_FUNCTION_CALL, c.func(), "name '" + name + "' is not defined",
                    "did you mean the host function " + hosts.get(close).display() + "?");
        }
    }
}
