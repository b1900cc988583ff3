package io.agentcage.interpreter.internal.run;

import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.internal.object.ImageCodec;
import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.ImageGraph;
import io.agentcage.interpreter.internal.object.ImageIn;
import io.agentcage.interpreter.internal.object.ImageOut;
import java.util.Map;

/**
 * The snapshot record of a host call: the function by name (the resuming executor must have it), the arguments and,
 * once known, the answer, as plain data. A call the host ran and that failed keeps its failure as the guest
 * exception's type and message.
 */
final class RunCodecs implements ImageCodec {
    static final int HOST_CALL = 128;

    private final Map<String, HostFunction> functions;

    RunCodecs(Map<String, HostFunction> functions) {
        this.functions = functions;
    }

    @Override
    public boolean reads(int kind) {
        return kind == HOST_CALL;
    }

    @Override
    public int kindOf(Object o) {
        return o instanceof HostCall ? HOST_CALL : -1;
    }

    @Override
    public void write(Object o, ImageOut out) {
        HostCall c = (HostCall) o;
        if (!c.isDone() && !c.function.isExternal() && c.launched) {
            throw out.refuse("a call of host function " + c.function.name() + "() still running");
        }
        out.str(c.function.name());
        out.str(c.id);
        JavaData.write(out, c.arguments);
        out.bool(c.isDone());
        if (c.isDone()) {
            Throwable t = c.failure();
            out.bool(t != null);
            if (t != null) {
                out.str(t instanceof IllegalArgumentException ? "IllegalArgumentException" : "Exception");
                out.optStr(t.getMessage());
            } else {
                JavaData.write(out, c.result());
            }
        }
    }

    @Override
    public Record read(int kind, ImageIn in) {
        String name = in.str();
        String id = in.str();
        Object args = JavaData.read(in);
        if (!(args instanceof Map<?, ?>)) {
            throw ImageException.corrupt("a host call's arguments are not a mapping");
        }
        boolean done = in.bool();
        boolean failed = done && in.bool();
        String failureKind = failed ? in.str() : null;
        String message = failed ? in.optStr() : null;
        Object result = done && !failed ? JavaData.read(in) : null;
        return new Record() {
            @Override
            @SuppressWarnings("unchecked")
            public Object build(ImageGraph g) {
                HostFunction f = functions.get(name);
                if (f == null) {
                    throw new ImageException("the snapshot calls host function '" + name + "', which this executor"
                            + " does not have");
                }
                HostCall c = new HostCall(f, (Map<String, Object>) args, id);
                if (done) {
                    c.complete(result, !failed ? null : "IllegalArgumentException".equals(failureKind)
                            ? new IllegalArgumentException(message) : new RuntimeException(message));
                }
                return c;
            }
        };
    }
}
