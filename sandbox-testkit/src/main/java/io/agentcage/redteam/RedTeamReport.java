package io.agentcage.redteam;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The Markdown table a red-team runner writes under {@code target/redteam/}: one row per attack with the
 * validator's verdicts next to the backend's outcome, and the counts. Rows are added as tests finish (from any
 * thread); {@link #write()} is called once at the end of the run.
 */
public final class RedTeamReport {
    /** One line of the table. */
    public record Row(Attack attack, String strict, String standard, String expected, String actual, boolean held) {
    }

    private final String backend;
    private final String note;
    private final List<Row> rows = new ArrayList<>();

    /**
     * @param backend the backend's name, also the file name ({@code target/redteam/<backend>.md})
     * @param note    one sentence on how the run was set up (limits, where the verdicts come from)
     */
    public RedTeamReport(String backend, String note) {
        this.backend = backend;
        this.note = note;
    }

    /** Records the outcome of one attack. */
    public synchronized void add(Attack attack, String strict, String standard, String expected, String actual,
                                 boolean held) {
        rows.add(new Row(attack, strict, standard, expected, actual, held));
    }

    /** Writes the table and returns its path. */
    public synchronized Path write() {
        List<Row> sorted = new ArrayList<>(rows);
        List<String> order = AttackCatalog.all().stream().map(Attack::id).toList();
        sorted.sort(Comparator.comparingInt(r -> order.indexOf(r.attack().id())));
        long held = sorted.stream().filter(Row::held).count();
        StringBuilder md = new StringBuilder();
        md.append("# Red team: ").append(backend).append("\n\n").append(note).append("\n\n");
        md.append(String.format("%d attacks run, %d contained, %d FAILED (of %d in the catalogue; the others do not "
                + "apply to this backend).%n%n", sorted.size(), held, sorted.size() - held, AttackCatalog.all().size()));
        md.append("| id | technique | strict | standard | expected | actual | |\n|---|---|---|---|---|---|---|\n");
        for (Row r : sorted) {
            md.append("| ").append(r.attack().id()).append(" | ").append(cell(r.attack().technique())).append(" | ")
                    .append(cell(r.strict())).append(" | ").append(cell(r.standard())).append(" | ")
                    .append(cell(r.expected())).append(" | ").append(cell(r.actual())).append(" | ")
                    .append(r.held() ? "ok" : "**FAILED**").append(" |\n");
        }
        Path file = Path.of("target", "redteam", backend + ".md");
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, md.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
