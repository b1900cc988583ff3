package io.agentcage.kubernetes.internal;

import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.concurrent.TimeoutException;

/** Turns Kubernetes API failures into exceptions whose message says what failed, what is missing and the fix. */
public final class KubernetesFaults {
    /** Where the Role the executor needs is written down. */
    public static final String RBAC_HINT = "give the executor's service account the Role and RoleBinding in "
            + "sandbox-kubernetes/README.md (pods: create, get, list, watch, patch, delete; pods/attach: create, get; "
            + "networkpolicies: create, get)";

    private KubernetesFaults() {
    }

    /**
     * A {@link SandboxException} for a failure while trying to {@code verb} {@code resource} (e.g. "create",
     * "pods") in {@code namespace}: a refused permission names it, an exhausted quota says so, an unreachable API
     * server is a {@link SandboxUnavailableException}.
     */
    public static SandboxException translate(String verb, String resource, String namespace, RuntimeException e) {
        if (e instanceof SandboxException) {
            return (SandboxException) e;
        }
        String server = serverMessage(e);
        if (e instanceof KubernetesClientException) {
            int code = ((KubernetesClientException) e).getCode();
            if (code == 403 && server.toLowerCase(Locale.ROOT).contains("exceeded quota")) {
                return new SandboxException("the namespace " + namespace + " has no quota left to " + verb + " "
                        + resource + " (HTTP 403): " + server + "; raise the ResourceQuota or lower poolMaxTotal, "
                        + "poolMinIdle or the memory ceiling", e);
            }
            if (code == 403) {
                return new SandboxException("the Kubernetes API refused to let this executor " + verb + " "
                        + resource + " in namespace " + namespace + " (HTTP 403 Forbidden; missing permission: verb '"
                        + verb + "' on '" + resource + "'): " + server + "; " + RBAC_HINT, e);
            }
            if (code == 401) {
                return new SandboxUnavailableException("the Kubernetes API did not accept this executor's "
                        + "credentials (HTTP 401) to " + verb + " " + resource + ": " + server + "; check the "
                        + "kubeconfig or the pod's service account", e);
            }
            if (code == 404 && resource.startsWith("namespace")) {
                return new SandboxException("the namespace " + namespace + " does not exist: " + server, e);
            }
        }
        if (isUnreachable(e)) {
            return new SandboxUnavailableException("cannot reach the Kubernetes API server to " + verb + " "
                    + resource + " in namespace " + namespace + ": " + rootMessage(e) + "; check the kubeconfig "
                    + "(or the in-cluster service account) and that the API server answers", e);
        }
        return new SandboxException("could not " + verb + " " + resource + " in namespace " + namespace + ": "
                + server, e);
    }

    /** Whether the failure means the API server cannot be reached at all. */
    public static boolean isUnreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof UnknownHostException
                    || t instanceof NoRouteToHostException || t instanceof TimeoutException
                    || t instanceof java.net.SocketTimeoutException) {
                return true;
            }
            String m = String.valueOf(t.getMessage());
            if (m.contains("Connection refused") || m.contains("Failed to connect")
                    || (t instanceof IOException && m.contains("connect"))) {
                return true;
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return false;
    }

    static String serverMessage(RuntimeException e) {
        if (e instanceof KubernetesClientException && ((KubernetesClientException) e).getStatus() != null
                && ((KubernetesClientException) e).getStatus().getMessage() != null) {
            return ((KubernetesClientException) e).getStatus().getMessage();
        }
        return rootMessage(e);
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        return m == null ? root.getClass().getSimpleName() : m.strip();
    }
}
