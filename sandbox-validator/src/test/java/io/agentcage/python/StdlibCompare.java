package io.agentcage.python;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.FileReader;
import java.nio.file.Files;
import java.nio.file.Path;

/** Manual harness: compares our dumps with a JSON-lines file of CPython dumps. */
public final class StdlibCompare {
    public static void main(String[] args) throws Exception {
        ObjectMapper m = new ObjectMapper();
        int same = 0, total = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(args[0]))) {
            String line;
            while ((line = r.readLine()) != null) {
                JsonNode n = m.readTree(line);
                String path = n.get("path").asText();
                boolean ok = n.get("ok").asBoolean();
                total++;
                String ours;
                boolean ourOk;
                try {
                    ours = AstDump.dump(PythonParser.parse(Files.readAllBytes(Path.of(path)), path));
                    ourOk = true;
                } catch (PythonSyntaxError e) {
                    ours = e.format();
                    ourOk = false;
                } catch (Throwable t) {
                    ours = "CRASH " + t;
                    ourOk = false;
                    t.printStackTrace();
                }
                if (ok == ourOk && (!ok || ours.equals(n.get("dump").asText()))) {
                    same++;
                } else {
                    System.out.println("DIFF " + path + " cpython=" + (ok ? "ok" : n.get("error").asText())
                            + " ours=" + (ourOk ? "ok" : ours));
                    if (ok && ourOk) {
                        String a = n.get("dump").asText();
                        int i = 0;
                        while (i < Math.min(a.length(), ours.length()) && a.charAt(i) == ours.charAt(i)) i++;
                        System.out.println("   exp: " + a.substring(Math.max(0, i - 80), Math.min(a.length(), i + 80)));
                        System.out.println("   got: " + ours.substring(Math.max(0, i - 80), Math.min(ours.length(), i + 80)));
                    }
                }
            }
        }
        System.out.println("SAME " + same + " / " + total);
    }
}
