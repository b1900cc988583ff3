package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.validator.RuleIds;

/**
 * Flags {@code while True:} loops whose body has no way out: no {@code break} of this loop, no {@code return},
 * {@code raise}, {@code yield} or {@code await}, and no call to {@code exit}, {@code quit} or {@code sys.exit}.
 * Calls that raise (such as {@code next()} at the end of an iterator) are not seen; hence only a warning. Not API.
 */
final class LoopCheck {
    private LoopCheck() {
    }

    static void check(While w, Findings findings) {
        if (!alwaysTrue(w.test())) {
            return;
        }
        boolean[] exit = {false};
        for (Stmt st : w.body()) {
            scan(st, 0, exit);
        }
        if (!exit[0]) {
            findings.add(RuleIds.INFINITE_LOOP, w, "this while loop has no break, return or raise, so it never ends",
                    "add a condition that ends the loop (break) or loop over a bounded range");
        }
    }

    static boolean alwaysTrue(Expr test) {
        if (test instanceof Constant) {
            ConstantValue v = ((Constant) test).value();
            return v instanceof ConstantValue.BoolValue && ((ConstantValue.BoolValue) v).value()
                    || v instanceof ConstantValue.IntValue && ((ConstantValue.IntValue) v).value().signum() != 0
                    || v instanceof ConstantValue.StrValue && !((ConstantValue.StrValue) v).value().isEmpty();
        }
        if (test instanceof UnaryOp && ((UnaryOp) test).op() == UnaryOperator.Not
                && ((UnaryOp) test).operand() instanceof Constant) {
            return !alwaysTrue(((UnaryOp) test).operand())
                    && !(((Constant) ((UnaryOp) test).operand()).value() instanceof ConstantValue.EllipsisValue);
        }
        return false;
    }

    private static void scan(Node n, int loopDepth, boolean[] exit) {
        if (exit[0] || n instanceof FunctionDef || n instanceof AsyncFunctionDef || n instanceof ClassDef
                || n instanceof Lambda) {
            return;
        }
        if (n instanceof Break && loopDepth == 0 || n instanceof Return || n instanceof Raise
                || n instanceof Yield || n instanceof YieldFrom || n instanceof Await || isExitCall(n)) {
            exit[0] = true;
            return;
        }
        int depth = n instanceof For || n instanceof AsyncFor || n instanceof While ? loopDepth + 1 : loopDepth;
        if (depth > loopDepth) {
            // the loop's own else-clause runs in the outer loop's context
            java.util.List<Stmt> orelse = n instanceof For ? ((For) n).orelse()
                    : n instanceof AsyncFor ? ((AsyncFor) n).orelse() : ((While) n).orelse();
            orelse.forEach(st -> scan(st, loopDepth, exit));
        }
        Children.forEach(n, c -> scan(c, depth, exit));
    }

    private static boolean isExitCall(Node n) {
        if (!(n instanceof Call)) {
            return false;
        }
        Expr f = ((Call) n).func();
        if (f instanceof Name) {
            String id = ((Name) f).id();
            return id.equals("exit") || id.equals("quit");
        }
        return f instanceof Attribute && (((Attribute) f).attr().equals("exit") || ((Attribute) f).attr()
                .equals("_exit"));
    }
}
