package io.agentcage.python.internal;

/** The kinds of tokens; operators and keywords are told apart by their text. Internal, not API. */
public enum TokenKind {
    NAME, NUMBER, STRING, OP, NEWLINE, INDENT, DEDENT, ENDMARKER
}
