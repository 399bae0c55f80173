package org.edma.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;

/**
 * The replies firebase-tools understands. Every one carries {@code status: "ok"} and the
 * {@code errors}/{@code warnings} arrays: any other status leaves the Node side waiting forever,
 * so problems are always reported through {@code errors}.
 */
final class Replies {
  static final String FETCH_FIRESTORE_DOCUMENT = "fetch_firestore_document";

  private Replies() {}

  /** Start-up handshake. */
  static JsonObject ready() {
    return reply(-1, List.of(), List.of());
  }

  static JsonObject rulesetLoaded(int id, Compilation compilation) {
    JsonObject reply = reply(id, compilation.errors(), compilation.warnings());
    if (compilation.ruleset() != null) {
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", compilation.ruleset().rulesVersion());
      reply.add("result", result);
    }
    return reply;
  }

  static JsonObject verdict(int id, boolean permit, List<String> warnings) {
    JsonObject reply = reply(id, List.of(), warnings);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    reply.add("result", result);
    return reply;
  }

  static JsonObject failure(int id, String error) {
    return reply(id, List.of(error), List.of());
  }

  /**
   * Asks Node for a Firestore document in the middle of verification {@code id}. Node recognises
   * it by {@code context}, fetches {@code projects/<project>} + path from the Firestore emulator and
   * answers with a message whose {@code id} is our {@code server_request_id}.
   */
  static JsonObject documentRequest(int id, String documentPath) {
    JsonObject request = new JsonObject();
    request.addProperty("server_request_id", id);
    request.addProperty("status", "ok");
    request.addProperty("action", FETCH_FIRESTORE_DOCUMENT);
    JsonObject context = new JsonObject();
    context.addProperty("path", documentPath);
    request.add("context", context);
    request.add("errors", new JsonArray());
    request.add("warnings", new JsonArray());
    return request;
  }

  private static JsonObject reply(int id, List<String> errors, List<String> warnings) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    reply.add("errors", strings(errors));
    reply.add("warnings", strings(warnings));
    return reply;
  }

  private static JsonArray strings(List<String> values) {
    JsonArray array = new JsonArray();
    values.forEach(array::add);
    return array;
  }
}
