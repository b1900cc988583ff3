package io.agentcage.python.internal;

import io.agentcage.python.ast.Arg;
import io.agentcage.python.ast.Arguments;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.Lambda;
import io.agentcage.python.ast.Starred;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Parameter lists of {@code def} and {@code lambda}. Internal, not API. */
abstract class ParamParser extends AtomParser {

    ParamParser(Tokenizer tz) {
        super(tz);
    }

    ParamParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    // lambdef: 'lambda' [lambda_params] ':' expression
    @Override
    final Expr lambdef() {
        Token l = next();
        Arguments args = parameters(":", false);
        expectOp(":");
        enter();
        Expr body = expression();
        leave();
        return new Lambda(args, body, from(l));
    }

    // parameters: slash_no_default param_no_default* param_with_default* [star_etc] | slash_with_default ...
    //           | param_no_default+ param_with_default* [star_etc] | param_with_default+ [star_etc] | star_etc
    final Arguments parameters(String close, boolean annotations) {
        List<Arg> posonly = new ArrayList<>();
        List<Arg> args = new ArrayList<>();
        List<Expr> defaults = new ArrayList<>();
        List<Arg> kwonly = new ArrayList<>();
        List<Optional<Expr>> kwDefaults = new ArrayList<>();
        Arg vararg = null;
        Arg kwarg = null;
        boolean star = false;
        boolean slash = false;
        while (!isOp(close)) {
            Token t = tok();
            if (kwarg != null) {
                throw errorAt(t, "arguments cannot follow var-keyword argument");
            }
            if (acceptOp("/")) {
                if (slash) {
                    throw errorAt(t, "/ may appear only once");
                }
                if (star) {
                    throw errorAt(t, "/ must be ahead of *");
                }
                if (args.isEmpty()) {
                    throw errorAt(t, "at least one argument must precede /");
                }
                slash = true;
                posonly.addAll(args);
                args.clear();
            } else if (acceptOp("*")) {
                if (star) {
                    throw errorAt(t, "* argument may appear only once");
                }
                star = true;
                if (!isOp(",") && !isOp(close)) {
                    vararg = param(annotations, true);
                } else if (isOp(close) || peek(1).isOp(close) || peek(1).isOp("**")) {
                    throw errorAt(t, "named arguments must follow bare *");
                }
            } else if (acceptOp("**")) {
                kwarg = param(annotations, false);
            } else {
                Arg a = param(annotations, false);
                Expr dflt = null;
                if (acceptOp("=")) {
                    dflt = expression();
                }
                if (star) {
                    kwonly.add(a);
                    kwDefaults.add(Optional.ofNullable(dflt));
                } else {
                    if (dflt != null) {
                        defaults.add(dflt);
                    } else if (!defaults.isEmpty()) {
                        throw errorAt(a, "non-default argument follows default argument");
                    }
                    args.add(a);
                }
            }
            if (!acceptOp(",")) {
                break;
            }
        }
        if (!isOp(close)) {
            throw invalid();
        }
        return new Arguments(posonly, args, Optional.ofNullable(vararg), kwonly, kwDefaults,
                Optional.ofNullable(kwarg), defaults);
    }

    // param: NAME [':' expression]   (star_annotation for *args: '*' bitwise_or)
    private Arg param(boolean annotations, boolean starAnnotation) {
        Token t = tok();
        String n = name();
        Optional<Expr> ann = Optional.empty();
        if (annotations && acceptOp(":")) {
            if (starAnnotation && isOp("*")) {
                Token s = next();
                Expr v = bitwiseOr();
                ann = Optional.of(new Starred(v, ExprContext.Load, from(s)));
            } else {
                ann = Optional.of(expression());
            }
        }
        return new Arg(n, ann, Optional.empty(), from(t));
    }
}
