package io.agentcage.cli.args;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ArgsParserTest {
    private static final CommandSpec RUN = CommandSpec.builder("run")
            .option(OptionSpec.value("--timeout", "DURATION", "10s", "limit"))
            .option(OptionSpec.flag("--json", "as JSON"))
            .option(OptionSpec.repeatable("--input-file", "PATH", "a file"))
            .option(OptionSpec.value("--bench", "N", "runs"))
            .positional(PositionalSpec.optional("FILE", "the file"))
            .handler(a -> 0)
            .build();
    private static final CommandSpec CHECK = CommandSpec.builder("check")
            .positional(PositionalSpec.oneOrMore("FILE", "Python files"))
            .handler(a -> 0)
            .build();
    private static final CommandSpec ROOT = CommandSpec.builder("agentcage").subcommand(RUN).subcommand(CHECK).build();

    private static ArgsParser.Parsed parse(String... args) {
        return ArgsParser.parse(ROOT, List.of(args));
    }

    @Test
    void should_read_values_in_both_spellings_and_fill_defaults_when_options_are_given() {
        ParsedArgs a = parse("run", "--json", "x.py", "--input-file", "a", "--input-file=b", "--bench=3").args();
        assertThat(a.command().name()).isEqualTo("run");
        assertThat(a.flag("--json")).isTrue();
        assertThat(a.string("--timeout")).isEqualTo("10s");
        assertThat(a.strings("--input-file")).containsExactly("a", "b");
        assertThat(a.integer("--bench")).contains(3);
        assertThat(a.positionals()).containsExactly("x.py");
    }

    @Test
    void should_take_a_lone_dash_as_a_positional_and_anything_after_double_dash() {
        assertThat(parse("run", "-").args().positionals()).containsExactly("-");
        assertThat(parse("check", "--", "--json", "-x").args().positionals()).containsExactly("--json", "-x");
    }

    @Test
    void should_name_the_option_and_suggest_one_when_an_option_is_unknown() {
        assertThatThrownBy(() -> parse("run", "--timout", "5s", "x.py")).isInstanceOf(ArgsException.class)
                .hasMessage("Unknown option: '--timout'; did you mean '--timeout'?");
        assertThatThrownBy(() -> parse("run", "--frobnicate")).hasMessage("Unknown option: '--frobnicate'");
    }

    @Test
    void should_say_what_is_wanted_when_a_value_is_missing_or_given_twice() {
        assertThatThrownBy(() -> parse("run", "x.py", "--timeout")).hasMessage("--timeout needs a value (DURATION)");
        assertThatThrownBy(() -> parse("run", "--timeout", "--json")).hasMessage("--timeout needs a value (DURATION)");
        assertThatThrownBy(() -> parse("run", "--timeout", "1s", "--timeout=2s"))
                .hasMessage("--timeout given twice ('1s' and '2s'); give it once");
        assertThatThrownBy(() -> parse("run", "--json=yes")).hasMessage("--json takes no value, got '--json=yes'");
    }

    @Test
    void should_name_the_extra_argument_when_there_are_too_many() {
        assertThatThrownBy(() -> parse("run", "x.py", "y.py"))
                .hasMessage("unexpected argument 'y.py': run takes at most 1 FILE");
    }

    @Test
    void should_name_the_missing_parameter_and_the_missing_subcommand() {
        assertThatThrownBy(() -> parse("check")).hasMessage("missing FILE (Python files)");
        assertThatThrownBy(() -> parse()).hasMessage("missing subcommand (run, check)");
        assertThatThrownBy(() -> parse("rnu")).hasMessage("unknown command 'rnu'; did you mean 'run'?");
        assertThatThrownBy(() -> parse("deploy")).hasMessage("unknown command 'deploy' (commands: run, check)");
    }

    @Test
    void should_name_the_option_when_a_number_does_not_convert() {
        ParsedArgs a = parse("run", "--bench", "many").args();
        assertThatThrownBy(() -> a.integer("--bench")).isInstanceOf(ArgsException.class)
                .hasMessage("--bench: 'many' is not an integer");
    }

    @Test
    void should_answer_help_before_checking_parameters_and_version_anywhere() {
        assertThat(parse("check", "--help").request()).isEqualTo(ArgsParser.Request.HELP);
        assertThat(parse("-h").request()).isEqualTo(ArgsParser.Request.HELP);
        assertThat(parse("--version").request()).isEqualTo(ArgsParser.Request.VERSION);
        assertThat(parse("run", "-V").request()).isEqualTo(ArgsParser.Request.VERSION);
        assertThat(parse("run", "x.py").request()).isEqualTo(ArgsParser.Request.RUN);
    }

    @Test
    void should_refuse_a_spec_with_an_option_defined_twice() {
        assertThatThrownBy(() -> CommandSpec.builder("x").option(OptionSpec.flag("--help", "h")).handler(a -> 0)
                .build()).hasMessage("x: option --help is defined twice");
    }
}
