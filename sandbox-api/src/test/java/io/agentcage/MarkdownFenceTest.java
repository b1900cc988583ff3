package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownFenceTest {

    @Test
    void should_return_the_inside_when_the_code_is_one_fenced_block() {
        assertThat(MarkdownFence.unwrap("```python\nprint(1)\nx = 2\n```")).contains("print(1)\nx = 2\n");
        assertThat(MarkdownFence.unwrap("\n  ```py\nprint(1)\n```\n\n")).contains("print(1)\n");
        assertThat(MarkdownFence.unwrap("```Python3 \r\nprint(1)\r\n```\r\n")).contains("print(1)\n");
        assertThat(MarkdownFence.unwrap("```\nprint(1)\n```")).contains("print(1)\n");
        assertThat(MarkdownFence.unwrap("~~~python\nprint(1)\n~~~")).contains("print(1)\n");
        assertThat(MarkdownFence.unwrap("```python\n```")).contains("\n");
    }

    @Test
    void should_leave_the_code_when_it_is_not_exactly_one_python_block() {
        assertThat(MarkdownFence.unwrap("print('```')")).isEmpty();
        assertThat(MarkdownFence.unwrap("Here is the code:\n```python\nprint(1)\n```")).isEmpty();
        assertThat(MarkdownFence.unwrap("```python\nprint(1)\n```\nIt prints 1.")).isEmpty();
        assertThat(MarkdownFence.unwrap("```python\na = 1\n```\n```python\nb = 2\n```")).isEmpty();
        assertThat(MarkdownFence.unwrap("```js\nconsole.log(1)\n```")).isEmpty();
        assertThat(MarkdownFence.unwrap("```python\nprint(1)\n~~~")).isEmpty();
        assertThat(MarkdownFence.unwrap("x = 1\n")).isEmpty();
    }
}
