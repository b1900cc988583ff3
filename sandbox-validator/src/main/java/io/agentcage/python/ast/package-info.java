/**
 * The immutable Python 3.12 syntax tree, mirroring CPython's {@code ast} module: one record per node kind, sealed
 * interfaces per ASDL category ({@link io.agentcage.python.ast.Mod}, {@link io.agentcage.python.ast.Stmt},
 * {@link io.agentcage.python.ast.Expr}, {@link io.agentcage.python.ast.Pattern},
 * {@link io.agentcage.python.ast.TypeParam}) with exhaustive visitors, CPython field names in lowerCamelCase,
 * unmodifiable lists, {@link java.util.Optional} for optional fields and a {@link io.agentcage.python.ast.Span}
 * on every node CPython gives a position. See docs/adr for the design.
 */
package io.agentcage.python.ast;
