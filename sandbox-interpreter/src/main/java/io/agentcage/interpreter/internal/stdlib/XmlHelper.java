package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.XmlScanner;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Codecs;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code _xml}: the native half of {@code xml.etree.ElementTree}, a parser object over {@link XmlScanner} whose
 * {@code feed(data)} and {@code close()} return the parse events as tuples ({@code ('start', tag, attrib)},
 * {@code ('end', tag)}, {@code ('data', text)}, {@code ('comment', text)}, {@code ('pi', target, text)},
 * {@code ('start-ns', prefix, uri)}, {@code ('end-ns', prefix)}, and last {@code ('error', message, code, line,
 * column)} when the document is not well-formed). Bytes are decoded as XML says: a byte-order mark, the
 * declaration's encoding, else UTF-8. Scanning and entity expansion are charged to the execution's budgets.
 */
final class XmlHelper implements NativeModule {
    static final PyType PARSER = PyType.newBuiltin("XMLParserState", "_xml", null);

    @Override
    public String name() {
        return "_xml";
    }

    /** One parser: the scanner, and the bytes of a character not complete yet. */
    static final class ParserObject extends PyObject {
        final XmlScanner scanner;
        final String encoding;
        byte[] pending = new byte[0];
        String detected;
        boolean closed;

        ParserObject(String encoding) {
            this.encoding = encoding;
            // charged to the execution running each feed (a session may feed one parser from several)
            this.scanner = new XmlScanner(new XmlScanner.Budget() {
                @Override
                public void charge(long steps) {
                    Interp.current().charge(steps);
                }

                @Override
                public void reserve(long bytes) {
                    Interp.current().chargeMemory(bytes);
                }
            });
        }

        @Override
        public PyType type() {
            return PARSER;
        }

        /** The bytes waiting for a whole character and the text the scanner holds (it holds no guest values). */
        @Override
        public long footprint() {
            return 64 + io.agentcage.interpreter.internal.object.Footprint.byteArray(pending.length)
                    + 2 * scanner.heldChars();
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            // the scanner holds strings and its own records only
        }
    }

    static void installTypes() {
        Registry.method(PARSER, "feed", (in, a, kw) -> {
            Args.method("feed", a, kw, 1, 1);
            ParserObject p = (ParserObject) a[0];
            if (p.closed) {
                throw Exc.valueError("parser is closed");
            }
            String text;
            if (a[1] instanceof PyStr s) {
                text = s.value();
            } else if (a[1] instanceof PyBytes b) {
                try {
                    text = decode(p, b.bytes(), b.size, false);
                } catch (XmlScanner.XmlError e) {
                    return events(List.of(), e);
                }
            } else {
                throw Exc.typeError("a bytes-like object is required, not '" + a[1].type().name() + "'");
            }
            try {
                return events(p.scanner.feed(text), null);
            } catch (XmlScanner.XmlError e) {
                p.closed = true;
                return events(List.of(), e);
            }
        });
        Registry.method(PARSER, "close", (in, a, kw) -> {
            Args.method("close", a, kw, 0, 0);
            ParserObject p = (ParserObject) a[0];
            if (p.closed) {
                return new PyList();
            }
            p.closed = true;
            try {
                List<XmlScanner.Event> rest = List.of();
                if (p.pending.length > 0) {
                    rest = p.scanner.feed(decode(p, new byte[0], 0, true));
                }
                List<XmlScanner.Event> last = new java.util.ArrayList<>(rest);
                last.addAll(p.scanner.close());
                return events(last, null);
            } catch (XmlScanner.XmlError e) {
                return events(List.of(), e);
            }
        });
    }

    /** Decodes the bytes that complete characters; the rest waits for the next feed. */
    private static String decode(ParserObject p, byte[] data, int size, boolean last) {
        byte[] all = new byte[p.pending.length + size];
        System.arraycopy(p.pending, 0, all, 0, p.pending.length);
        System.arraycopy(data, 0, all, p.pending.length, size);
        if (p.detected == null) {
            if (all.length < 4 && !last) {
                p.pending = all;
                return "";
            }
            p.detected = detect(p.encoding, all);
        }
        int usable = all.length;
        if (!last && p.detected.equals("utf-8")) {
            usable = completeUtf8(all);
        } else if (!last && p.detected.startsWith("utf-16")) {
            usable = all.length & ~1;
        }
        p.pending = java.util.Arrays.copyOfRange(all, usable, all.length);
        try {
            return Codecs.decode(all, 0, usable, p.detected, "strict");
        } catch (PyException e) {
            if (!e.exc.type().isSubtypeOf(Exc.UnicodeDecodeError)) {
                throw new XmlScanner.XmlError(18, "unknown encoding", 1, 0);
            }
            int start = ((PyInt) e.exc.args.get(2)).signum() >= 0 ? (int) ((PyInt) e.exc.args.get(2)).value : 0;
            String before = new String(all, 0, Math.min(start, usable), StandardCharsets.ISO_8859_1);
            int line = 1;
            int nl = before.lastIndexOf('\n');
            for (int i = 0; i < before.length(); i++) {
                if (before.charAt(i) == '\n') {
                    line++;
                }
            }
            throw new XmlScanner.XmlError(4, "not well-formed (invalid token)", line,
                    before.length() - nl - 1);
        }
    }

    private static int completeUtf8(byte[] b) {
        int n = b.length;
        for (int back = 1; back <= 3 && back <= n; back++) {
            int c = b[n - back] & 0xff;
            if ((c & 0xC0) == 0x80) {
                continue;
            }
            int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
            return need > back ? n - back : n;
        }
        return n;
    }

    /** The encoding of a document: given, by its byte-order mark, by its declaration, else UTF-8. */
    private static String detect(String given, byte[] b) {
        if (given != null) {
            return Codecs.canonical(given);
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xFE) {
            return "utf-16";
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xFE && (b[1] & 0xff) == 0xFF) {
            return "utf-16";
        }
        if (b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
            return "utf-8-sig";
        }
        String head = new String(b, 0, Math.min(b.length, 200), StandardCharsets.ISO_8859_1);
        if (head.startsWith("<?xml")) {
            int end = head.indexOf("?>");
            String decl = end < 0 ? head : head.substring(0, end);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("encoding\\s*=\\s*[\"']([A-Za-z0-9._-]+)")
                    .matcher(decl);
            if (m.find()) {
                if (!Codecs.exists(m.group(1))) {
                    throw new XmlScanner.XmlError(18, "unknown encoding", 1, m.start(1));
                }
                return Codecs.canonical(m.group(1));
            }
        }
        return "utf-8";
    }

    private static PyList events(List<XmlScanner.Event> events, XmlScanner.XmlError error) {
        PyList out = new PyList();
        for (XmlScanner.Event e : events) {
            switch (e.kind()) {
                case "start": {
                    PyDict attrib = new PyDict();
                    for (String[] a : e.attributes()) {
                        attrib.put(a[0], new PyStr(a[1]));
                    }
                    out.append(PyTuple.of(new PyStr("start"), new PyStr(e.name()), attrib));
                    break;
                }
                case "end":
                    out.append(PyTuple.of(new PyStr("end"), new PyStr(e.name())));
                    break;
                case "pi":
                    out.append(PyTuple.of(new PyStr("pi"), new PyStr(e.name()), new PyStr(e.text())));
                    break;
                case "start-ns":
                    out.append(PyTuple.of(new PyStr("start-ns"), new PyStr(e.name()), new PyStr(e.text())));
                    break;
                case "end-ns":
                    out.append(PyTuple.of(new PyStr("end-ns"), new PyStr(e.name())));
                    break;
                default:
                    out.append(PyTuple.of(new PyStr(e.kind()), new PyStr(e.text())));
            }
        }
        if (error != null) {
            out.append(PyTuple.of(new PyStr("error"), new PyStr(error.getMessage()), PyInt.of(error.code),
                    PyInt.of(error.line), PyInt.of(error.column)));
        }
        return out;
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("parser", (in, a, kw) -> {
            Args.check("parser", a, kw, 0, 1);
            String enc = a.length == 0 || a[0] == PyNone.NONE ? null : Args.asStr(a[0], "encoding");
            if (enc != null) {
                Codecs.canonical(enc);
            }
            in.chargeMemory(256);
            return new ParserObject(enc);
        });
    }
}
