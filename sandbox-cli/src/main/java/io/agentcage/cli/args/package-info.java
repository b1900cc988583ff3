/**
 * The command-line parser of the {@code agentcage} command: a command and option model ({@link
 * io.agentcage.cli.args.CommandSpec}), parsing with errors that name the bad argument ({@link
 * io.agentcage.cli.args.ArgsParser}), the generated usage and help text ({@link io.agentcage.cli.args.HelpText}) and
 * the runner that maps all of it to exit codes ({@link io.agentcage.cli.args.CommandLine}). Part of the CLI, not a
 * library API; written for the CLI's start-up time (ADR 0039).
 */
package io.agentcage.cli.args;
