package io.agentcage.interpreter.internal.algorithms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A parsed {@code struct} format string: its byte order, its items with their offsets, and its total size, with
 * the layout rules of CPython on x86-64 Linux ({@code @} native sizes and alignment, {@code = < > !} standard
 * sizes, no alignment). Parsed formats are immutable and cached per JVM. Not API.
 */
public final class StructFormat {
    /** The error type name the module maps to {@code struct.error}. */
    public static final String ERROR = "struct.error";
    private static final int CACHE = 256;
    private static final Map<String, StructFormat> PARSED = Collections.synchronizedMap(
            new LinkedHashMap<>(CACHE, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, StructFormat> e) {
                    return size() > CACHE;
                }
            });

    /**
     * A run of {@code count} fields of one code from {@code offset}, each {@code size} bytes; for {@code s} and
     * {@code p} the run is one field whose {@code size} is the byte length.
     */
    public record Item(char code, int offset, int size, int count) {
        /** How many values the run takes and gives ({@code x} padding none). */
        public long valueCount() {
            return code == 'x' ? 0 : count;
        }
    }

    private final boolean littleEndian;
    private final boolean nativeMode;
    private final List<Item> items;
    private final int size;
    private final int values;

    private StructFormat(boolean littleEndian, boolean nativeMode, List<Item> items, int size) {
        this.littleEndian = littleEndian;
        this.nativeMode = nativeMode;
        this.items = List.copyOf(items);
        this.size = size;
        this.values = (int) items.stream().mapToLong(Item::valueCount).sum();
    }

    /** Parses {@code format} (cached); throws {@code struct.error} as CPython does. */
    public static StructFormat of(String format) {
        StructFormat f = PARSED.get(format);
        if (f == null) {
            f = parse(format);
            PARSED.put(format, f);
        }
        return f;
    }

    /** Whether multi-byte fields are little-endian. */
    public boolean littleEndian() {
        return littleEndian;
    }

    /** Whether the format uses native sizes ({@code @}, the default). */
    public boolean nativeMode() {
        return nativeMode;
    }

    /** The fields in order. */
    public List<Item> items() {
        return items;
    }

    /** The packed size in bytes. */
    public int size() {
        return size;
    }

    /** How many values {@code pack} takes and {@code unpack} returns. */
    public int values() {
        return values;
    }

    private static StructFormat parse(String fmt) {
        int i = 0;
        boolean little = true;
        boolean nat = true;
        if (!fmt.isEmpty()) {
            switch (fmt.charAt(0)) {
                case '@' -> i = 1;
                case '=', '<' -> {
                    nat = false;
                    i = 1;
                }
                case '>', '!' -> {
                    nat = false;
                    little = false;
                    i = 1;
                }
                default -> {
                }
            }
        }
        List<Item> items = new ArrayList<>();
        long offset = 0;
        while (i < fmt.length()) {
            char c = fmt.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            long count = 1;
            if (c >= '0' && c <= '9') {
                count = 0;
                while (i < fmt.length() && fmt.charAt(i) >= '0' && fmt.charAt(i) <= '9') {
                    count = count * 10 + (fmt.charAt(i) - '0');
                    if (count > Integer.MAX_VALUE) {
                        throw new ModuleError(ERROR, "total struct size too long");
                    }
                    i++;
                }
                if (i == fmt.length()) {
                    throw new ModuleError(ERROR, "repeat count given without format specifier");
                }
                c = fmt.charAt(i);
            }
            int itemSize = sizeOf(c, nat);
            if (nat) {
                offset = align(offset, itemSize, c);
            }
            if (c == 's' || c == 'p') {
                items.add(new Item(c, (int) offset, (int) count, 1));
                offset += count;
            } else if (count > 0) {
                items.add(new Item(c, (int) offset, itemSize, (int) count));
                offset += count * itemSize;
            }
            if (offset > Integer.MAX_VALUE - 16) {
                throw new ModuleError(ERROR, "total struct size too long");
            }
            i++;
        }
        return new StructFormat(little, nat, items, (int) offset);
    }

    private static long align(long offset, int size, char c) {
        if (c == 's' || c == 'p' || c == 'x' || c == 'c' || c == '?' || size <= 1) {
            return offset;
        }
        return (offset + size - 1) / size * size;
    }

    private static int sizeOf(char c, boolean nat) {
        switch (c) {
            case 'x', 'c', 'b', 'B', '?', 's', 'p':
                return 1;
            case 'h', 'H', 'e':
                return 2;
            case 'i', 'I', 'f':
                return 4;
            case 'l', 'L':
                return nat ? 8 : 4;
            case 'q', 'Q', 'd':
                return 8;
            case 'n', 'N', 'P':
                if (nat) {
                    return 8;
                }
                throw new ModuleError(ERROR, "bad char in struct format");
            default:
                throw new ModuleError(ERROR, "bad char in struct format");
        }
    }
}
