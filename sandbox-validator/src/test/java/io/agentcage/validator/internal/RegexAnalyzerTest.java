package io.agentcage.validator.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RegexAnalyzerTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "(a+)+$ => (a+)+",
        "^(a*)*b => (a*)*",
        "(a|aa)*c => (a|aa)*",
        "(\\w|\\d)+x => (\\w|\\d)+",
        "^(\\w+\\s?)*$ => (\\w+\\s?)*",
        "(?:x+x+)+y => (?:x+x+)+",
        "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@) => (([\\-.]|[_]+)?([a-zA-Z0-9]+))*",
        "(.*a){12} => (.*a){12}",
        "(\\d+)+\\. => (\\d+)+"})
    void should_name_the_offending_part_when_a_pattern_backtracks_catastrophically(String pattern, String part) {
        RegexAnalyzer.Problem p = RegexAnalyzer.analyze(pattern);
        assertThat(p).as(pattern).isNotNull();
        assertThat(p.part()).isEqualTo(part);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\d+", "[aeiou]", "^[a-z]+_[a-z]+$", "(ab|cd)*", "(\\d+)-(\\d+)", "\"(?:[^\"\\\\]|\\\\.)*\"",
        "(?>a+)+", "(a++)+", "(\\w+\\s)*", "(a|b)*c", "[A-Z][a-z]*", "(\\s*,\\s*)", "\\b\\w+\\b", "(foo|bar)+",
        "((", "a{2,3}", "x(?=y)", "(?i)abc", "(?P<n>a)(?P=n)", "[^\\W\\d_]+", "(a+b)+"})
    void should_accept_a_pattern_when_each_character_matches_one_way(String pattern) {
        assertThat(RegexAnalyzer.analyze(pattern)).as(pattern).isNull();
    }
}
