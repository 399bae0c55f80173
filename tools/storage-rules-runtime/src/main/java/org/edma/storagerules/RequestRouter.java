package org.edma.storagerules;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Dispatches each incoming line to the action it names. */
final class RequestRouter {
  private final ProtocolChannel channel;
  private final Rulesets rulesets;
  /** Verifications waiting for a Firestore document from Node, by request id. */
  private final Map<Integer, Verification> verifications = new ConcurrentHashMap<>();

  RequestRouter(ProtocolChannel channel, Rulesets rulesets) {
    this.channel = channel;
    this.rulesets = rulesets;
  }

  void handle(String line) {
    JsonObject message;
    try {
      message = JsonParser.parseString(line).getAsJsonObject();
    } catch (RuntimeException e) {
      Log.warn("ignoring a line that is not a JSON object: " + line);
      return;
    }
    JsonElement idElement = message.get("id");
    if (idElement == null || !idElement.isJsonPrimitive()) {
      Log.warn("ignoring a message without id: " + line);
      return;
    }
    int id = idElement.getAsInt();
    try {
      switch (Json.optionalString(message, "action")) {
        case "load_ruleset" -> loadRuleset(id, LoadRulesetRequest.parse(Json.object(message, "context")));
        case "verify" -> verify(id, VerifyRequest.parse(Json.object(message, "context")));
        // Node's answer to a document request carries no action, only our id.
        case "" -> acceptDocument(id, message);
        default -> channel.send(Replies.failure(id, "unsupported action: " + message.get("action")));
      }
    } catch (RuntimeException | LinkageError e) {
      // Whatever goes wrong, Node must get a reply, or it waits for one forever.
      channel.send(Replies.failure(id, Log.describe(e)));
    }
  }

  private void loadRuleset(int id, LoadRulesetRequest request) {
    channel.send(Replies.rulesetLoaded(id, rulesets.load(request.rulesetName(), request.files())));
  }

  private void verify(int id, VerifyRequest request) {
    CompiledRuleset ruleset = rulesets.find(request.rulesetName());
    if (ruleset == null) {
      channel.send(Replies.failure(id, "no ruleset named '" + request.rulesetName() + "' is loaded"));
      return;
    }
    Verification verification = new Verification(id, channel, () -> verifications.remove(id));
    verifications.put(id, verification);
    verification.start(ruleset, request);
  }

  private void acceptDocument(int id, JsonObject response) {
    Verification verification = verifications.get(id);
    if (verification == null) {
      Log.warn("ignoring a document for unknown request " + id);
      return;
    }
    verification.acceptDocument(response);
  }
}
