package org.edma.storagerules;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;

/**
 * One {@code verify} request, from evaluation to verdict, including the Firestore round trips it
 * needs. Node answers a document request by sending the document under this request's id and
 * awaits one answer at a time per request, so document requests go out one by one; each document
 * is requested once per verification.
 *
 * <p>The verdict must be the last message of the conversation: a verdict sent while a document
 * request is unanswered would leave Node waiting for a reply to its answer. So document requests
 * are sent only after the engine has returned control (it may decide the verdict first).
 */
final class Verification implements FirestoreReader {
  private final int id;
  private final ProtocolChannel channel;
  private final Runnable onFinished;

  private final Map<String, SettableFuture<FirestoreDocument>> documents = new HashMap<>();
  private final Queue<String> waiting = new ArrayDeque<>();
  private String inFlight;
  private boolean engineRunning;
  private boolean finished;

  Verification(int id, ProtocolChannel channel, Runnable onFinished) {
    this.id = id;
    this.channel = channel;
    this.onFinished = onFinished;
  }

  synchronized void start(CompiledRuleset ruleset, VerifyRequest request) {
    StorageRequestContext context =
        new StorageRequestContext(request.path(), request.request(), request.resource(), this);
    engineRunning = true;
    try {
      ListenableFuture<EvaluationResult> evaluation;
      try {
        evaluation = ruleset.evaluator().evaluate(request.method().toRuleContext(context));
      } catch (RuntimeException | LinkageError e) {
        evaluation = Futures.immediateFailedFuture(e);
      }
      Futures.addCallback(evaluation, new VerdictCallback(), MoreExecutors.directExecutor());
    } finally {
      engineRunning = false;
    }
    requestNextDocument();
  }

  @Override
  public synchronized ListenableFuture<FirestoreDocument> read(String documentPath) {
    SettableFuture<FirestoreDocument> document = documents.get(documentPath);
    if (document == null) {
      document = SettableFuture.create();
      documents.put(documentPath, document);
      waiting.add(documentPath);
      if (!engineRunning) {
        requestNextDocument();
      }
    }
    return document;
  }

  /** Node's answer to the document request in flight: {@code status} ok / not_found / other. */
  synchronized void acceptDocument(JsonObject response) {
    if (inFlight == null) {
      Log.warn("ignoring an unrequested document for request " + id);
      return;
    }
    String path = inFlight;
    inFlight = null;
    SettableFuture<FirestoreDocument> document = documents.get(path);
    String status = Json.optionalString(response, "status");
    // Completing the future resumes the evaluation on this thread.
    engineRunning = true;
    try {
      switch (status) {
        case "ok" -> document.set(new FirestoreDocument(path, fields(response)));
        case "not_found" -> document.set(FirestoreDocument.missing(path));
        // "invalid_state": Node refuses reads beyond its per-request document limit.
        default -> document.setException(
            new IllegalStateException("Firestore read of " + path + " refused (status " + status + ")"));
      }
    } finally {
      engineRunning = false;
    }
    requestNextDocument();
  }

  private void requestNextDocument() {
    if (inFlight == null && !finished && !waiting.isEmpty()) {
      inFlight = waiting.remove();
      channel.send(Replies.documentRequest(id, inFlight));
    }
  }

  private synchronized void finish(boolean permit, List<String> warnings) {
    finished = true;
    onFinished.run();
    channel.send(Replies.verdict(id, permit, warnings));
  }

  private final class VerdictCallback implements FutureCallback<EvaluationResult> {
    @Override
    public void onSuccess(EvaluationResult result) {
      finish(result.permit(), List.of());
    }

    /** A rule that fails to evaluate (null value, missing field, ...) denies, as in production. */
    @Override
    public void onFailure(Throwable failure) {
      finish(false, List.of("Permission denied: " + Log.describe(failure)));
    }
  }

  /** The document's {@code fields}; a document without fields is an empty one, not a missing one. */
  private static JsonObject fields(JsonObject response) {
    JsonElement result = response.get("result");
    if (result == null || !result.isJsonObject()) {
      return new JsonObject();
    }
    JsonElement fields = result.getAsJsonObject().get("fields");
    return fields != null && fields.isJsonObject() ? fields.getAsJsonObject() : new JsonObject();
  }
}
