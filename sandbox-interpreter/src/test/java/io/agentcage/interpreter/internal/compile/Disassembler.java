package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import java.lang.reflect.Field;

/** Debug listing of bytecode (developer aid; not used at run time). */
public final class Disassembler {
    private Disassembler() {
    }

    public static String dis(String src) {
        StringBuilder sb = new StringBuilder();
        dis(Compiler.compileModule(src, "<string>", true), sb);
        return sb.toString();
    }

    static void dis(Code c, StringBuilder sb) {
        String[] names = new String[256];
        for (Field f : Op.class.getDeclaredFields()) {
            try {
                names[f.getInt(null)] = f.getName();
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        sb.append("== ").append(c.qualname).append(" stack=").append(c.stacksize).append('\n');
        for (int i = 0; i < c.code.length; i++) {
            sb.append(String.format("%4d L%-3d %-22s %d%n", i, c.lines[i], names[c.code[i] & 0xFF], c.code[i] >>> 8));
        }
        for (var k : c.consts) {
            if (k instanceof CodeConst cc) {
                dis(cc.code, sb);
            }
        }
    }
}
