package org.edma.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import java.util.function.Function;

/**
 * What the storage rules of one request can see: the object path, {@code request},
 * {@code resource}, and Firestore documents. One class serves every method; the
 * {@link StorageMethod} converter decides which of it the rules get.
 */
final class StorageRequestContext
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final FirestoreReader firestore;

  StorageRequestContext(
      ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource, FirestoreReader firestore) {
    this.path = path;
    this.request = request;
    this.resource = resource;
    this.firestore = firestore;
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  /** {@code debug(x)} in rules: shows the value in the emulator log and returns it. */
  @Override
  public ExpressionValue debug(ExpressionValue value) {
    Log.warn("debug(): " + ExpressionValues.toJson(value));
    return value;
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue documentPath, SourcePosition position) {
    return readDocument(documentPath, position, FirestoreDocument::toResource);
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue documentPath, SourcePosition position) {
    return readDocument(documentPath, position, document -> ExpressionValues.bool(document.exists()));
  }

  private ListenableFuture<ExpressionValue> readDocument(
      ExpressionPathValue documentPath, SourcePosition position, Function<FirestoreDocument, ExpressionValue> view) {
    String pathText;
    try {
      pathText = "/" + String.join("/", ExpressionValueUtils.getPathSegments(position, documentPath));
    } catch (EvaluationException e) {
      return Futures.immediateFailedFuture(e);
    }
    return Futures.transform(firestore.read(pathText), view::apply, MoreExecutors.directExecutor());
  }
}
