/*
 * Licensed under the Apache License, Version 2.0.
 */

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * Draws the main ratios of a scripts/bench.sh run as a horizontal bar chart (PNG) on a logarithmic axis centred on
 * 1x: a bar to the right is how many times AgentCage is faster (or lighter) than what users would otherwise pick, a
 * bar to the left how many times slower. Single-file program for the JDK's source launcher, no dependencies, no
 * network: {@code java -Djava.awt.headless=true scripts/bench/Chart.java chart.tsv out.png "title"}; the TSV has one
 * {@code label<TAB>factor} per line.
 */
public final class Chart {
    private static final int WIDTH = 1100;
    private static final int ROW = 30;
    private static final int LABEL_WIDTH = 430;
    private static final int TOP = 70;
    private static final Color FASTER = new Color(0x2e7d32);
    private static final Color SLOWER = new Color(0xc62828);

    private Chart() {
    }

    /** One bar: its label and how many times better AgentCage is (above 1) or worse (below 1). */
    record Bar(String label, double factor) {
    }

    public static void main(String[] args) throws IOException {
        List<Bar> bars = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            String[] cells = line.split("\t");
            if (cells.length == 2 && !cells[0].isBlank()) {
                double f = Double.parseDouble(cells[1]);
                if (f > 0 && Double.isFinite(f)) {
                    bars.add(new Bar(cells[0], f));
                }
            }
        }
        String title = args.length > 2 ? args[2] : "AgentCage vs the usual alternative";
        ImageIO.write(draw(bars, title), "png", new File(args[1]));
    }

    static BufferedImage draw(List<Bar> bars, String title) {
        int height = TOP + Math.max(1, bars.size()) * ROW + 60;
        BufferedImage img = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, height);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        g.drawString(title, 20, 30);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.setColor(Color.DARK_GRAY);
        g.drawString("log scale; right of 1×: AgentCage faster / lighter, left: slower", 20, 50);

        double maxDecades = 1;
        for (Bar b : bars) {
            maxDecades = Math.max(maxDecades, Math.ceil(Math.abs(Math.log10(b.factor())) + 1e-9));
        }
        int plotLeft = LABEL_WIDTH;
        int plotRight = WIDTH - 90;
        int centre = (plotLeft + plotRight) / 2;
        double perDecade = (plotRight - centre) / maxDecades;
        int plotBottom = TOP + bars.size() * ROW;

        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        for (int d = (int) -maxDecades; d <= maxDecades; d++) {
            int x = (int) Math.round(centre + d * perDecade);
            g.setColor(d == 0 ? Color.BLACK : new Color(0xdddddd));
            g.setStroke(new BasicStroke(d == 0 ? 1.5f : 1f));
            g.drawLine(x, TOP - 8, x, plotBottom);
            g.setColor(Color.DARK_GRAY);
            String tick = d == 0 ? "1×" : d > 0 ? pow(d) + "× faster" : pow(-d) + "× slower";
            FontMetrics fm = g.getFontMetrics();
            g.drawString(tick, x - fm.stringWidth(tick) / 2, plotBottom + 18);
        }

        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        FontMetrics fm = g.getFontMetrics();
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            int y = TOP + i * ROW;
            g.setColor(Color.BLACK);
            String label = fit(b.label(), fm, LABEL_WIDTH - 30);
            g.drawString(label, LABEL_WIDTH - 15 - fm.stringWidth(label), y + ROW / 2 + 5);
            int x = (int) Math.round(centre + Math.log10(b.factor()) * perDecade);
            g.setColor(b.factor() >= 1 ? FASTER : SLOWER);
            g.fillRect(Math.min(centre, x), y + 5, Math.max(2, Math.abs(x - centre)), ROW - 10);
            String value = b.factor() >= 1 ? String.format(Locale.ROOT, "%s× faster", num(b.factor()))
                    : String.format(Locale.ROOT, "%s× slower", num(1 / b.factor()));
            g.setColor(Color.BLACK);
            int tx = b.factor() >= 1 ? Math.max(x, centre) + 5 : Math.min(x, centre) - 5 - fm.stringWidth(value);
            if (tx < plotLeft) {
                tx = centre + 5;
            }
            g.drawString(value, tx, y + ROW / 2 + 5);
        }
        g.dispose();
        return img;
    }

    private static String pow(int decades) {
        return decades == 1 ? "10" : decades == 2 ? "100" : decades == 3 ? "1000" : "1e" + decades;
    }

    private static String num(double f) {
        return f >= 20 ? String.format(Locale.ROOT, "%.0f", f) : String.format(Locale.ROOT, "%.1f", f);
    }

    private static String fit(String text, FontMetrics fm, int width) {
        String t = text;
        while (fm.stringWidth(t) > width && t.length() > 4) {
            t = t.substring(0, t.length() - 2);
        }
        return t.equals(text) ? text : t + "…";
    }
}
