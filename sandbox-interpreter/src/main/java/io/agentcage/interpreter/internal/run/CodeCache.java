package io.agentcage.interpreter.internal.run;

import io.agentcage.interpreter.internal.compile.Compiler;
import io.agentcage.interpreter.internal.object.Code;
import java.util.LinkedHashMap;
import java.util.Map;

/** A least-recently-used map from program source to its compiled code; thread-safe. */
public final class CodeCache {
    private final int maxEntries;
    private final Map<String, Code> codes;

    /** A cache keeping up to {@code maxEntries} sources. */
    public CodeCache(int maxEntries) {
        this.maxEntries = maxEntries;
        this.codes = new LinkedHashMap<>(64, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Code> eldest) {
                return size() > CodeCache.this.maxEntries;
            }
        };
    }

    /** The most sources kept. */
    public int maxEntries() {
        return maxEntries;
    }

    /** The sources kept now. */
    public synchronized int size() {
        return codes.size();
    }

    /** Compiles {@code source} as the main program, or returns the code compiled for it before. */
    public Code compile(String source) {
        return compile(source, Runner.FILENAME);
    }

    /** Compiles {@code source} as the main program named {@code filename} (its code objects carry the name). */
    public Code compile(String source, String filename) {
        String key = filename.equals(Runner.FILENAME) ? source : filename + '\0' + source;
        Code c;
        synchronized (this) {
            c = codes.get(key);
        }
        if (c == null) {
            c = Compiler.compileModule(source, filename, true);
            synchronized (this) {
                codes.put(key, c);
            }
        }
        return c;
    }
}
