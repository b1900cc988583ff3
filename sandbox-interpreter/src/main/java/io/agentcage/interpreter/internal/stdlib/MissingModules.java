package io.agentcage.interpreter.internal.stdlib;

import java.util.Map;
import java.util.Set;

/**
 * The message of an import of a module the interpreter does not have: CPython's {@code No module named 'x'}, then
 * what an agent needs to rewrite the import in one turn, a standard module of the interpreter that does the same
 * job where one does ({@code requests} → {@code urllib.request}), else the modules it has.
 */
final class MissingModules {
    /** Modules agent code often imports, to the module here that does the same (checked to exist when used). */
    private static final Map<String, String> SAME_JOB = Map.ofEntries(
            Map.entry("requests", "urllib.request"), Map.entry("httpx", "urllib.request"),
            Map.entry("urllib3", "urllib.request"), Map.entry("urllib2", "urllib.request"),
            Map.entry("simplejson", "json"), Map.entry("ujson", "json"), Map.entry("orjson", "json"),
            Map.entry("toml", "tomllib"), Map.entry("tomli", "tomllib"),
            Map.entry("pytz", "zoneinfo"), Map.entry("backports.zoneinfo", "zoneinfo"),
            Map.entry("dateutil", "datetime"), Map.entry("regex", "re"),
            Map.entry("lxml", "xml.etree.ElementTree"), Map.entry("defusedxml", "xml.etree.ElementTree"),
            Map.entry("bs4", "html.parser"), Map.entry("attr", "dataclasses"), Map.entry("attrs", "dataclasses"),
            Map.entry("StringIO", "io"), Map.entry("cStringIO", "io"), Map.entry("Queue", "queue"),
            Map.entry("ConfigParser", "configparser"), Map.entry("urlparse", "urllib.parse"),
            Map.entry("HTMLParser", "html.parser"), Map.entry("pathlib2", "pathlib"), Map.entry("scandir", "os"),
            Map.entry("typing_inspect", "typing"), Map.entry("dataclasses_json", "json"));

    private MissingModules() {
    }

    /**
     * The {@code ModuleNotFoundError} message for {@code name}, which {@code importable} (the modules guest code
     * may import) lacks.
     */
    static String message(String name, Set<String> importable) {
        String top = name.contains(".") ? name.substring(0, name.indexOf('.')) : name;
        String alt = SAME_JOB.containsKey(name) ? SAME_JOB.get(name) : SAME_JOB.get(top);
        String head = "No module named '" + name + "': the interpreter has no '" + name + "'";
        if (alt != null && importable.contains(alt)) {
            return head + "; '" + alt + "' does the same";
        }
        return head + "; its modules: " + String.join(", ", importable);
    }
}
