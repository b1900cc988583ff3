package io.agentcage.validator.internal;

import io.agentcage.python.ast.Alias;
import io.agentcage.python.ast.Import;
import io.agentcage.python.ast.ImportFrom;
import io.agentcage.python.ast.Located;
import io.agentcage.validator.RuleIds;
import io.agentcage.validator.internal.ModulePolicy.Verdict;
import java.util.List;

/**
 * The checks of imports (statements, {@code from}-imports, dynamic imports): what the policy refuses, then what the
 * target backend does not have. Not API.
 */
final class ImportChecks {
    private final Settings settings;
    private final Findings findings;
    /** Import statements in a {@code try} that handles ImportError: a missing module is the program's case. */
    private final java.util.Set<io.agentcage.python.ast.Node> guarded;

    ImportChecks(Settings settings, Findings findings, java.util.Set<io.agentcage.python.ast.Node> guarded) {
        this.settings = settings;
        this.findings = findings;
        this.guarded = guarded;
    }

    /** Modules whose use means network requests (clients of HTTP and other protocols). */
    static final List<String> NETWORK_MODULES = List.of("urllib.request", "http.client", "requests", "httpx",
            "aiohttp", "urllib3", "ftplib", "smtplib", "poplib", "imaplib", "nntplib", "telnetlib", "xmlrpc.client",
            "ssl", "websocket", "websockets");

    void imports(Import i) {
        for (Alias a : i.names()) {
            if (!checkImport(a.name(), a, false) && !missing(a.name(), a, guarded.contains(i))) {
                checkNetwork(a.name(), a);
            }
        }
    }

    /**
     * Reports the import of a network client module when the target backend has no network (its network policy is
     * {@code none}); returns whether it was reported.
     */
    boolean checkNetwork(String path, Located where) {
        if (!settings.target().offline()) {
            return false;
        }
        for (String m : NETWORK_MODULES) {
            if (path.equals(m) || path.startsWith(m + ".")) {
                findings.add(RuleIds.NETWORK_DISABLED, where, "import of '" + m + "' uses the network, but "
                        + settings.target().describe() + " has none: its network policy is 'none', so every request "
                        + "would be refused", "work with data the application passes in (input files, stdin, "
                        + "variables or host functions), or ask it to allow the host you need on the executor, e.g. "
                        + "NetworkPolicy.allow(HostRule.of(\"api.example.com\"))");
                return true;
            }
        }
        return false;
    }

    void importFrom(ImportFrom f) {
        if (f.level() > 0) {
            findings.add(RuleIds.IMPORT_NOT_ALLOWED, settings.ruleDefault(RuleIds.IMPORT_NOT_ALLOWED), f,
                    "relative import '" + ".".repeat(f.level()) + f.module().orElse("") + "' is not allowed: "
                            + "the code runs as a single file", "import absolute, allowed modules only");
            return;
        }
        String mod = f.module().orElse("");
        for (Alias a : f.names()) {
            boolean refused = false;
            if (a.name().equals("*")) {
                Verdict v = settings.modules().verdict(mod);
                if (v != Verdict.ALLOWED || settings.modules().hasDeniedMembers(mod)) {
                    refused = checkImport(mod, a, true);
                }
            } else {
                refused = checkImport(mod + "." + a.name(), a, false);
            }
            if (!refused && !missing(mod, a, guarded.contains(f))) {
                checkNetwork(a.name().equals("*") ? mod : mod + "." + a.name(), a);
            }
        }
    }

    /**
     * Reports an import of the dotted module {@code path} (and of each package above it) that the target backend
     * does not have; returns whether it was reported.
     */
    boolean checkAvailable(String path, Located where) {
        return missing(path, where, false);
    }

    /**
     * Whether the target backend lacks the dotted module {@code path}; reports it unless the import is
     * {@code guarded} (in a {@code try} that handles ImportError: the program's own case at run time).
     */
    private boolean missing(String path, Located where, boolean guarded) {
        Target t = settings.target();
        String prefix = "";
        for (String part : path.split("\\.")) {
            prefix = prefix.isEmpty() ? part : prefix + "." + part;
            if (!t.hasModule(prefix)) {
                if (guarded) {
                    return true;
                }
                List<String> names = t.moduleNames();
                String shown = String.join(", ", names.subList(0, Math.min(names.size(), 60)))
                        + (names.size() > 60 ? ", …" : "");
                findings.add(RuleIds.MODULE_UNAVAILABLE, where, "module '" + prefix + "' is not available on "
                        + t.describe() + " (available: " + shown + ")", "use one of the available modules, or run "
                        + "the code on a backend that has '" + prefix + "' (the docker backend has CPython's whole "
                        + "standard library)");
                return true;
            }
        }
        return false;
    }

    /** Reports an import of {@code path} the policy refuses; returns whether it was refused. */
    boolean checkImport(String path, Located where, boolean star) {
        ModulePolicy mp = settings.modules();
        Verdict v = mp.verdict(path);
        boolean whole = star && (v != Verdict.ALLOWED || mp.hasDeniedMembers(path));
        if (!whole && (v == Verdict.ALLOWED || v == Verdict.PARTIAL)) {
            return false;
        }
        String what = star ? "'from " + path + " import *'" : "import of '" + path + "'";
        String reason = star && v != Verdict.DENIED ? ": it would bring in members that are not allowed" : why(path);
        findings.add(RuleIds.IMPORT_NOT_ALLOWED, where, what + " is not allowed" + reason, importFix(path));
        return true;
    }

    String why(String path) {
        return why(path, true);
    }

    String why(String path, boolean listAllowed) {
        String priv = ModulePolicy.privateMember(path);
        if (priv != null) {
            return ": '" + priv + "' is a private member";
        }
        String re = settings.modules().reexported(path);
        if (re != null) {
            return ": it reaches '" + re + "'";
        }
        String reason = ModuleCatalog.reason(path);
        String allowed = listAllowed ? allowedSummary() : "";
        return (reason.isEmpty() ? "" : ": it " + reason) + (allowed.isEmpty() ? "" : " (allowed: " + allowed + ")");
    }

    String importFix(String path) {
        return path.startsWith("os") || path.startsWith("pathlib") || path.startsWith("shutil")
                ? "work on data passed to the program instead of files and processes"
                : "use only allowed modules, or do the work without '" + path.split("\\.")[0] + "'";
    }

    private String allowedSummary() {
        if (settings.modules().allowUnlisted()) {
            return "";
        }
        List<String> all = settings.modules().allowedForMessage();
        List<String> preferred = List.of("math", "re", "json", "collections", "itertools", "functools", "heapq",
                "bisect", "string", "typing", "random", "datetime");
        StringBuilder sb = new StringBuilder();
        int shown = 0;
        for (String p : preferred) {
            if (all.contains(p)) {
                sb.append(shown++ == 0 ? "" : ", ").append(p);
            }
        }
        for (String p : all) {
            if (shown >= 12) {
                break;
            }
            if (!preferred.contains(p) && !p.contains(".")) {
                sb.append(shown++ == 0 ? "" : ", ").append(p);
            }
        }
        return all.size() > shown ? sb + ", …" : sb.toString();
    }
}
