package org.edma.storagerules;

import com.google.gson.JsonObject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/** One JSON object per line in each direction; firebase-tools splits our output on newlines. */
final class ProtocolChannel {
  private final BufferedReader in;
  private final Writer out;

  ProtocolChannel(InputStream in, OutputStream out) {
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = new OutputStreamWriter(out, StandardCharsets.UTF_8);
  }

  /** Synchronized because rule evaluations may complete on engine threads. */
  synchronized void send(JsonObject message) {
    try {
      // Gson escapes control characters, so a message never spans two lines.
      out.write(message.toString());
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write to stdout", e);
    }
  }

  /** Hands every non-blank input line to {@code handler} until stdin is closed. */
  void readEach(Consumer<String> handler) {
    try {
      for (String line; (line = in.readLine()) != null; ) {
        if (!line.isBlank()) {
          handler.accept(line);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read stdin", e);
    }
  }
}
